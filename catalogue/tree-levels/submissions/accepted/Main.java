import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        int[] left = new int[n + 1], right = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            left[i] = Integer.parseInt(st.nextToken());
            right[i] = Integer.parseInt(st.nextToken());
        }
        int[] queue = new int[n];
        int head = 0, tail = 0;
        queue[tail++] = 1;
        StringJoiner out = new StringJoiner(" ");
        while (head < tail) {
            int end = tail;
            long sum = 0;
            for (; head < end; head++) {
                int x = queue[head];
                sum += x;
                if (left[x] != 0) queue[tail++] = left[x];
                if (right[x] != 0) queue[tail++] = right[x];
            }
            out.add(String.valueOf(sum));
        }
        System.out.println(out);
    }
}
