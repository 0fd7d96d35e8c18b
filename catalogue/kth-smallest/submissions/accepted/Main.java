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
        Arrays.sort(a);
        st = new StringTokenizer(in.readLine());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(a[Integer.parseInt(st.nextToken()) - 1]).append(i + 1 < q ? ' ' : '\n');
        System.out.print(out);
    }
}
