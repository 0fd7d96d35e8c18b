import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        final int TOP = 1_000_000;
        boolean[] composite = new boolean[TOP + 1];
        int[] prefix = new int[TOP + 1];
        for (int i = 2; i <= TOP; i++) {
            if (!composite[i]) for (long j = (long) i * i; j <= TOP; j += i) composite[(int) j] = true;
            prefix[i] = prefix[i - 1] + (composite[i] ? 0 : 1);
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int l = Integer.parseInt(st.nextToken()), r = Integer.parseInt(st.nextToken());
            out.append(prefix[r] - prefix[l - 1]).append('\n');
        }
        System.out.print(out);
    }
}
