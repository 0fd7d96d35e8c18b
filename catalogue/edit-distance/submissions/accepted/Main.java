import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim(), t = in.readLine().trim();
        int m = t.length();
        int[] prev = new int[m + 1], cur = new int[m + 1];
        for (int j = 0; j <= m; j++) prev[j] = j;
        for (int i = 1; i <= s.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= m; j++) {
                int replace = prev[j - 1] + (s.charAt(i - 1) == t.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(Math.min(prev[j] + 1, cur[j - 1] + 1), replace);
            }
            int[] swap = prev; prev = cur; cur = swap;
        }
        System.out.println(prev[m]);
    }
}
