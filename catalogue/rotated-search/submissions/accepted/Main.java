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
        for (int t = 0; t < q; t++) {
            long x = Long.parseLong(st.nextToken());
            int lo = 0, hi = n - 1, found = -1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                if (a[mid] == x) { found = mid + 1; break; }
                if (a[lo] <= a[mid]) { if (a[lo] <= x && x < a[mid]) hi = mid - 1; else lo = mid + 1; }
                else { if (a[mid] < x && x <= a[hi]) lo = mid + 1; else hi = mid - 1; }
            }
            out.append(found).append(t + 1 < q ? ' ' : '\n');
        }
        System.out.print(out);
    }
}
