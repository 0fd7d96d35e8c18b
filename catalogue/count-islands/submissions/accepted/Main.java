import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken()), c = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim().toCharArray();
        int[] dy = {1, -1, 0, 0}, dx = {0, 0, 1, -1};
        int[] queue = new int[r * c];
        int islands = 0;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) {
                if (grid[i][j] != '#') continue;
                islands++;
                int head = 0, tail = 0;
                grid[i][j] = '.';
                queue[tail++] = i * c + j;
                while (head < tail) {
                    int y = queue[head] / c, x = queue[head++] % c;
                    for (int d = 0; d < 4; d++) {
                        int ny = y + dy[d], nx = x + dx[d];
                        if (ny >= 0 && ny < r && nx >= 0 && nx < c && grid[ny][nx] == '#') {
                            grid[ny][nx] = '.';
                            queue[tail++] = ny * c + nx;
                        }
                    }
                }
            }
        System.out.println(islands);
    }
}
