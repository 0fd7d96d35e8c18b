import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        for (int i = 0; i < q; i++) {
            StringTokenizer t = new StringTokenizer(in.readLine());
            long n = Long.parseLong(t.nextToken()), m = Long.parseLong(t.nextToken());
            // Print F(n) mod m.
        }
    }
}
