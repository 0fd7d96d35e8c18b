import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken()), c = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim().toCharArray();
        int[] minute = new int[r * c], queue = new int[r * c];
        Arrays.fill(minute, -1);
        int head = 0, tail = 0;
        for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) if (grid[i][j] == 'F') { minute[i * c + j] = 0; queue[tail++] = i * c + j; }
        int last = 0;
        int[] dy = {1, -1, 0, 0}, dx = {0, 0, 1, -1};
        while (head < tail) {
            int cell = queue[head++], y = cell / c, x = cell % c;
            last = Math.max(last, minute[cell]);
            for (int d = 0; d < 4; d++) {
                int ny = y + dy[d], nx = x + dx[d];
                if (ny >= 0 && ny < r && nx >= 0 && nx < c && grid[ny][nx] == 'T' && minute[ny * c + nx] < 0) {
                    minute[ny * c + nx] = minute[cell] + 1;
                    queue[tail++] = ny * c + nx;
                }
            }
        }
        for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) if (grid[i][j] == 'T' && minute[i * c + j] < 0) { System.out.println(-1); return; }
        System.out.println(last);
    }
}
