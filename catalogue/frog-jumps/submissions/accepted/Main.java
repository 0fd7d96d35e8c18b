import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] s = new long[n];
        for (int i = 0; i < n; i++) s[i] = Long.parseLong(st.nextToken());
        long jumps = 0, reach = 0, frontier = 0;
        for (int i = 0; i < n - 1; i++) {
            reach = Math.max(reach, i + s[i]);
            if (i == frontier) {
                if (reach <= i) { System.out.println(-1); return; }
                jumps++;
                frontier = reach;
                if (frontier >= n - 1) break;
            }
        }
        System.out.println(jumps);
    }
}
