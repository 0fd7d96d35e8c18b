import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            String a = st.nextToken(), b = st.nextToken();
            int[] count = new int[26];
            for (char c : a.toCharArray()) count[c - 'a']++;
            for (char c : b.toCharArray()) count[c - 'a']--;
            boolean same = true;
            for (int x : count) if (x != 0) same = false;
            out.append(same ? "YES\n" : "NO\n");
        }
        System.out.print(out);
    }
}
