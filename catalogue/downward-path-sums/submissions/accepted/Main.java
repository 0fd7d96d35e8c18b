import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        int[] parent = new int[n + 1];
        String line = in.readLine();
        st = new StringTokenizer(line == null ? "" : line);
        List<List<Integer>> children = new ArrayList<>();
        for (int i = 0; i <= n; i++) children.add(new ArrayList<>());
        for (int i = 2; i <= n; i++) { parent[i] = Integer.parseInt(st.nextToken()); children.get(parent[i]).add(i); }
        long[] v = new long[n + 1], sum = new long[n + 1];
        st = new StringTokenizer(in.readLine());
        for (int i = 1; i <= n; i++) v[i] = Long.parseLong(st.nextToken());
        HashMap<Long, Long> seen = new HashMap<>();
        seen.put(0L, 1L);
        long count = 0;
        int[] stack = new int[2 * n + 2];
        int top = 0;
        stack[top++] = 1;
        while (top > 0) {
            int x = stack[--top];
            if (x < 0) { seen.merge(sum[-x], -1L, Long::sum); continue; }
            sum[x] = (x == 1 ? 0 : sum[parent[x]]) + v[x];
            count += seen.getOrDefault(sum[x] - k, 0L);
            seen.merge(sum[x], 1L, Long::sum);
            stack[top++] = -x;
            for (int c : children.get(x)) stack[top++] = c;
        }
        System.out.println(count);
    }
}
