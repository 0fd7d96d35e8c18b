import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        final int MOD = 1_000_000_007;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), x = Integer.parseInt(st.nextToken());
        int[] ways = new int[x + 1];
        ways[0] = 1;
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) {
            int c = Integer.parseInt(st.nextToken());
            for (int s = c; s <= x; s++) ways[s] = (ways[s] + ways[s - c]) % MOD;
        }
        System.out.println(ways[x]);
    }
}
