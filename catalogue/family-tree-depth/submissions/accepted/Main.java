import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] parent = new int[n + 1], depth = new int[n + 1];
        for (int i = 1; i <= n; i++) parent[i] = Integer.parseInt(st.nextToken());
        int best = 0;
        int[] path = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            // Climb until a known depth (or past the ancestor), then fill the path back down.
            int len = 0, x = i;
            while (x != 0 && depth[x] == 0) { path[len++] = x; x = parent[x]; }
            int d = x == 0 ? 0 : depth[x];
            while (len > 0) depth[path[--len]] = ++d;
            best = Math.max(best, depth[i]);
        }
        System.out.println(best);
    }
}
