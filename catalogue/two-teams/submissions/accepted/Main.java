import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), m = Integer.parseInt(st.nextToken());
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i <= n; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            int a = Integer.parseInt(st.nextToken()), b = Integer.parseInt(st.nextToken());
            adj.get(a).add(b);
            adj.get(b).add(a);
        }
        int[] team = new int[n + 1], queue = new int[n];
        Arrays.fill(team, -1);
        for (int s = 1; s <= n; s++) {
            if (team[s] >= 0) continue;
            team[s] = 0;
            int head = 0, tail = 0;
            queue[tail++] = s;
            while (head < tail) {
                int x = queue[head++];
                for (int y : adj.get(x)) {
                    if (team[y] < 0) { team[y] = 1 - team[x]; queue[tail++] = y; }
                    else if (team[y] == team[x]) { System.out.println("NO"); return; }
                }
            }
        }
        System.out.println("YES");
    }
}
