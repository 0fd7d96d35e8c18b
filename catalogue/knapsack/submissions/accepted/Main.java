import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), cap = Integer.parseInt(st.nextToken());
        long[] best = new long[cap + 1];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            int w = Integer.parseInt(st.nextToken());
            long v = Long.parseLong(st.nextToken());
            for (int c = cap; c >= w; c--) best[c] = Math.max(best[c], best[c - w] + v);
        }
        System.out.println(best[cap]);
    }
}
