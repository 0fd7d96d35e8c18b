import java.io.*;
import java.util.*;

public class Main {
    static int[] a, buffer;

    static long sortCount(int lo, int hi) {
        if (hi - lo < 2) return 0;
        int mid = (lo + hi) >>> 1;
        long count = sortCount(lo, mid) + sortCount(mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid || j < hi) {
            if (j == hi || (i < mid && a[i] <= a[j])) buffer[k++] = a[i++];
            else { count += mid - i; buffer[k++] = a[j++]; }
        }
        System.arraycopy(buffer, lo, a, lo, hi - lo);
        return count;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        a = new int[n];
        buffer = new int[n];
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        System.out.println(sortCount(0, n));
    }
}
