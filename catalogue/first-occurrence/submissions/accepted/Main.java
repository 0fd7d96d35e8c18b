import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        long[] a = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(st.nextToken());
        st = new StringTokenizer(in.readLine());
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            long x = Long.parseLong(st.nextToken());
            int lo = 0, hi = n;  // the first index with a[index] >= x lies in [lo, hi]
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (a[mid] < x) lo = mid + 1; else hi = mid;
            }
            out.append(lo < n && a[lo] == x ? lo + 1 : -1).append(k + 1 < q ? ' ' : '\n');
        }
        System.out.print(out);
    }
}
