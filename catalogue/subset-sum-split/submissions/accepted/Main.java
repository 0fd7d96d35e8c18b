import java.io.*;
import java.util.*;

public class Main {
    static long[] subsetSums(long[] v) {
        long[] out = new long[1 << v.length];
        int size = 1;
        for (long x : v) {
            for (int i = 0; i < size; i++) out[size + i] = out[i] + x;
            size *= 2;
        }
        return out;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long t = Long.parseLong(st.nextToken());
        long[] a = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(st.nextToken());
        long[] left = subsetSums(Arrays.copyOfRange(a, 0, n / 2));
        long[] right = subsetSums(Arrays.copyOfRange(a, n / 2, n));
        Arrays.sort(right);
        long count = 0;
        for (long s : left) {
            long want = t - s;
            int lo = 0, hi = right.length;
            while (lo < hi) { int mid = (lo + hi) >>> 1; if (right[mid] < want) lo = mid + 1; else hi = mid; }
            int first = lo;
            hi = right.length;
            while (lo < hi) { int mid = (lo + hi) >>> 1; if (right[mid] <= want) lo = mid + 1; else hi = mid; }
            count += lo - first;
        }
        System.out.println(count);
    }
}
