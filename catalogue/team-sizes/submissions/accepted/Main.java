import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        int[] manager = new int[n + 1], count = new int[n + 2];
        String line = in.readLine();
        StringTokenizer st = new StringTokenizer(line == null ? "" : line);
        for (int i = 2; i <= n; i++) { manager[i] = Integer.parseInt(st.nextToken()); count[manager[i]]++; }
        // Children in compressed arrays, then a top-down order and sizes bottom-up.
        int[] start = new int[n + 2], child = new int[Math.max(1, n - 1)];
        for (int x = 1; x <= n; x++) start[x + 1] = start[x] + count[x];
        int[] pos = start.clone();
        for (int i = 2; i <= n; i++) child[pos[manager[i]]++] = i;
        int[] order = new int[n];
        int len = 0;
        order[len++] = 1;
        for (int k = 0; k < len; k++) {
            int x = order[k];
            for (int e = start[x]; e < start[x + 1]; e++) order[len++] = child[e];
        }
        int[] size = new int[n + 1];
        Arrays.fill(size, 1);
        for (int k = n - 1; k > 0; k--) size[manager[order[k]]] += size[order[k]];
        StringBuilder out = new StringBuilder();
        for (int i = 1; i <= n; i++) out.append(size[i]).append(i < n ? ' ' : '\n');
        System.out.print(out);
    }
}
