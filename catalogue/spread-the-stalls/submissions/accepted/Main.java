import java.io.*;
import java.util.*;

public class Main {
    static long[] x;

    static boolean fits(int c, long d) {
        int count = 1;
        long last = x[0];
        for (int i = 1; i < x.length && count < c; i++) if (x[i] - last >= d) { count++; last = x[i]; }
        return count >= c;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), c = Integer.parseInt(st.nextToken());
        x = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) x[i] = Long.parseLong(st.nextToken());
        Arrays.sort(x);
        long lo = 1, hi = x[n - 1] - x[0];
        while (lo < hi) {
            long mid = (lo + hi + 1) / 2;
            if (fits(c, mid)) lo = mid; else hi = mid - 1;
        }
        System.out.println(lo);
    }
}
