import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        char[] t = in.readLine().trim().toCharArray(), p = in.readLine().trim().toCharArray();
        int m = p.length;
        int[] fail = new int[m];
        for (int i = 1, k = 0; i < m; i++) {
            while (k > 0 && p[i] != p[k]) k = fail[k - 1];
            if (p[i] == p[k]) k++;
            fail[i] = k;
        }
        StringBuilder positions = new StringBuilder();
        int count = 0;
        for (int i = 0, k = 0; i < t.length; i++) {
            while (k > 0 && t[i] != p[k]) k = fail[k - 1];
            if (t[i] == p[k]) k++;
            if (k == m) {
                if (count++ > 0) positions.append(' ');
                positions.append(i - m + 2);
                k = fail[k - 1];
            }
        }
        System.out.println(count);
        if (count > 0) System.out.println(positions);
    }
}
