import java.io.*;
import java.util.*;

public class Main {
    static List<Integer>[] adj;

    static int[] farthest(int start, int n) {
        int[] dist = new int[n + 1], queue = new int[n];
        Arrays.fill(dist, -1);
        int head = 0, tail = 0, last = start;
        dist[start] = 0;
        queue[tail++] = start;
        while (head < tail) {
            int x = queue[head++];
            last = x;
            for (int y : adj[x]) if (dist[y] < 0) { dist[y] = dist[x] + 1; queue[tail++] = y; }
        }
        return new int[] {last, dist[last]};
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        adj = new List[n + 1];
        for (int i = 0; i <= n; i++) adj[i] = new ArrayList<>();
        for (int i = 0; i < n - 1; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int u = Integer.parseInt(st.nextToken()), v = Integer.parseInt(st.nextToken());
            adj[u].add(v);
            adj[v].add(u);
        }
        System.out.println(farthest(farthest(1, n)[0], n)[1]);
    }
}
