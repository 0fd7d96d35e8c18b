import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        int[][] child = new int[n * 30 + 1][2];
        int nodes = 1, best = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                int node = 0, value = 0;
                for (int b = 29; b >= 0; b--) {
                    int want = (a[i] >> b & 1) ^ 1;
                    if (child[node][want] != 0) { value |= 1 << b; node = child[node][want]; }
                    else node = child[node][want ^ 1];
                }
                best = Math.max(best, value);
            }
            int node = 0;
            for (int b = 29; b >= 0; b--) {
                int bit = a[i] >> b & 1;
                if (child[node][bit] == 0) child[node][bit] = nodes++;
                node = child[node][bit];
            }
        }
        System.out.println(best);
    }
}
