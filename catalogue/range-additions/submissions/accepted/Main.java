import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        long[] diff = new long[n + 2];
        for (int j = 0; j < q; j++) {
            st = new StringTokenizer(in.readLine());
            int l = Integer.parseInt(st.nextToken()), r = Integer.parseInt(st.nextToken());
            long v = Long.parseLong(st.nextToken());
            diff[l] += v;
            diff[r + 1] -= v;
        }
        StringBuilder out = new StringBuilder();
        long running = 0;
        for (int i = 1; i <= n; i++) {
            running += diff[i];
            out.append(running).append(i < n ? ' ' : '\n');
        }
        System.out.print(out);
    }
}
