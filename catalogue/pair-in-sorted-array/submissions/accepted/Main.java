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
            long t = Long.parseLong(st.nextToken());
            int i = 0, j = n - 1;
            boolean found = false;
            while (i < j && !found) {
                long s = a[i] + a[j];
                if (s == t) found = true; else if (s < t) i++; else j--;
            }
            out.append(found ? "YES\n" : "NO\n");
        }
        System.out.print(out);
    }
}
