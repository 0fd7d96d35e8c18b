import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        int[] dr = {1, 2, -1, -2, 1, 2, -1, -2}, dc = {2, 1, 2, 1, -2, -1, -2, -1};
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int n = Integer.parseInt(st.nextToken()), r1 = Integer.parseInt(st.nextToken()), c1 = Integer.parseInt(st.nextToken());
            int r2 = Integer.parseInt(st.nextToken()), c2 = Integer.parseInt(st.nextToken());
            int[][] dist = new int[n + 1][n + 1];
            for (int[] row : dist) Arrays.fill(row, -1);
            int[] queue = new int[n * n];
            int head = 0, tail = 0;
            dist[r1][c1] = 0;
            queue[tail++] = (r1 - 1) * n + (c1 - 1);
            while (head < tail && dist[r2][c2] < 0) {
                int r = queue[head] / n + 1, c = queue[head++] % n + 1;
                for (int m = 0; m < 8; m++) {
                    int nr = r + dr[m], nc = c + dc[m];
                    if (nr >= 1 && nr <= n && nc >= 1 && nc <= n && dist[nr][nc] < 0) {
                        dist[nr][nc] = dist[r][c] + 1;
                        queue[tail++] = (nr - 1) * n + (nc - 1);
                    }
                }
            }
            out.append(dist[r2][c2]).append('\n');
        }
        System.out.print(out);
    }
}
