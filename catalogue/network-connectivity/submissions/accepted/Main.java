import java.io.*;
import java.util.*;

public class Main {
    static int[] parent, size;

    static int find(int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        parent = new int[n + 1];
        size = new int[n + 1];
        for (int i = 0; i <= n; i++) { parent[i] = i; size[i] = 1; }
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            st = new StringTokenizer(in.readLine());
            String cmd = st.nextToken();
            int a = find(Integer.parseInt(st.nextToken())), b = find(Integer.parseInt(st.nextToken()));
            if (cmd.equals("link")) {
                if (a != b) {
                    if (size[a] < size[b]) { int t = a; a = b; b = t; }
                    parent[b] = a;
                    size[a] += size[b];
                }
            } else {
                out.append(a == b ? "YES\n" : "NO\n");
            }
        }
        System.out.print(out);
    }
}
