import java.io.*;
import java.util.*;

public class Main {
    static long upTo(long y) { return y / 4 - y / 100 + y / 400; }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long a = Long.parseLong(st.nextToken()), b = Long.parseLong(st.nextToken());
            out.append(upTo(b) - upTo(a - 1)).append('\n');
        }
        System.out.print(out);
    }
}
