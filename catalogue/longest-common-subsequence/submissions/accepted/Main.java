import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim(), t = in.readLine().trim();
        int m = t.length();
        int[] prev = new int[m + 1], cur = new int[m + 1];
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            for (int j = 1; j <= m; j++)
                cur[j] = c == t.charAt(j - 1) ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
            int[] swap = prev; prev = cur; cur = swap;
        }
        System.out.println(prev[m]);
    }
}
