import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long take = 0, skip = 0;
        for (int i = 0; i < n; i++) {
            long x = Long.parseLong(st.nextToken());
            long newTake = skip + x;
            skip = Math.max(take, skip);
            take = newTake;
        }
        System.out.println(Math.max(take, skip));
    }
}
