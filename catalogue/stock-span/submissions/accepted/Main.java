import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] p = new long[n];
        for (int i = 0; i < n; i++) p[i] = Long.parseLong(st.nextToken());
        int[] stack = new int[n];
        int top = 0;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            while (top > 0 && p[stack[top - 1]] <= p[i]) top--;
            out.append(top == 0 ? i + 1 : i - stack[top - 1]).append(i + 1 < n ? ' ' : '\n');
            stack[top++] = i;
        }
        System.out.print(out);
    }
}
