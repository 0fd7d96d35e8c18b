import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] h = new long[n + 1];
        for (int i = 0; i < n; i++) h[i] = Long.parseLong(st.nextToken());
        int[] stack = new int[n + 1];
        int top = 0;
        long best = 0;
        for (int i = 0; i <= n; i++) {
            while (top > 0 && h[stack[top - 1]] >= h[i]) {
                long height = h[stack[--top]];
                int left = top == 0 ? 0 : stack[top - 1] + 1;
                best = Math.max(best, height * (i - left));
            }
            stack[top++] = i;
        }
        System.out.println(best);
    }
}
