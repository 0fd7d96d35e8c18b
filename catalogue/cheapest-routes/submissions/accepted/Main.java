import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer st = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        st.resetSyntax();
        st.wordChars('0', '9');
        st.whitespaceChars(0, ' ');
        st.nextToken(); int n = Integer.parseInt(st.sval);
        st.nextToken(); int m = Integer.parseInt(st.sval);
        int[] head = new int[n + 1], next = new int[m], to = new int[m];
        long[] cost = new long[m];
        Arrays.fill(head, -1);
        for (int i = 0; i < m; i++) {
            st.nextToken(); int a = Integer.parseInt(st.sval);
            st.nextToken(); to[i] = Integer.parseInt(st.sval);
            st.nextToken(); cost[i] = Long.parseLong(st.sval);
            next[i] = head[a];
            head[a] = i;
        }
        long[] dist = new long[n + 1];
        Arrays.fill(dist, -1);
        PriorityQueue<long[]> heap = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        heap.add(new long[] {0, 1});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            int x = (int) top[1];
            if (dist[x] >= 0) continue;
            dist[x] = top[0];
            for (int e = head[x]; e >= 0; e = next[e]) if (dist[to[e]] < 0) heap.add(new long[] {top[0] + cost[e], to[e]});
        }
        StringBuilder out = new StringBuilder();
        for (int i = 1; i <= n; i++) out.append(dist[i]).append(i < n ? ' ' : '\n');
        System.out.print(out);
    }
}
