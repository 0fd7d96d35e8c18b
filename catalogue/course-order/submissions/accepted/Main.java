import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), m = Integer.parseInt(st.nextToken());
        List<List<Integer>> after = new ArrayList<>();
        for (int i = 0; i <= n; i++) after.add(new ArrayList<>());
        int[] need = new int[n + 1];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            int a = Integer.parseInt(st.nextToken()), b = Integer.parseInt(st.nextToken());
            after.get(a).add(b);
            need[b]++;
        }
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int i = 1; i <= n; i++) if (need[i] == 0) ready.add(i);
        StringJoiner order = new StringJoiner(" ");
        int taken = 0;
        while (!ready.isEmpty()) {
            int x = ready.poll();
            order.add(String.valueOf(x));
            taken++;
            for (int y : after.get(x)) if (--need[y] == 0) ready.add(y);
        }
        System.out.println(taken == n ? order.toString() : "IMPOSSIBLE");
    }
}
