import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] a = new int[n], ans = new int[n], stack = new int[n];
        int top = 0;
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        Arrays.fill(ans, -1);
        for (int i = 0; i < n; i++) {
            while (top > 0 && a[stack[top - 1]] < a[i]) ans[stack[--top]] = a[i];
            stack[top++] = i;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) out.append(ans[i]).append(i + 1 < n ? ' ' : '\n');
        System.out.print(out);
    }
}
