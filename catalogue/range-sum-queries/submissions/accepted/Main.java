import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        long[] prefix = new long[n + 1];
        st = new StringTokenizer(in.readLine());
        for (int i = 1; i <= n; i++) prefix[i] = prefix[i - 1] + Long.parseLong(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            st = new StringTokenizer(in.readLine());
            int l = Integer.parseInt(st.nextToken()), r = Integer.parseInt(st.nextToken());
            out.append(prefix[r] - prefix[l - 1]).append('\n');
        }
        System.out.print(out);
    }
}
