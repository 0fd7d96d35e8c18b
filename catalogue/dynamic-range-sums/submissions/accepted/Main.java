import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        long[] a = new long[n + 1], tree = new long[n + 1];
        st = new StringTokenizer(in.readLine());
        for (int i = 1; i <= n; i++) {
            a[i] = Long.parseLong(st.nextToken());
            for (int j = i; j <= n; j += j & -j) tree[j] += a[i];
        }
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            st = new StringTokenizer(in.readLine());
            String cmd = st.nextToken();
            int x = Integer.parseInt(st.nextToken());
            long y = Long.parseLong(st.nextToken());
            if (cmd.equals("set")) {
                long delta = y - a[x];
                a[x] = y;
                for (int j = x; j <= n; j += j & -j) tree[j] += delta;
            } else {
                long s = 0;
                for (int j = (int) y; j > 0; j -= j & -j) s += tree[j];
                for (int j = x - 1; j > 0; j -= j & -j) s -= tree[j];
                out.append(s).append('\n');
            }
        }
        System.out.print(out);
    }
}
