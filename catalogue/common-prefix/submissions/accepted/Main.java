import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String prefix = in.readLine().trim();
        for (int i = 1; i < n; i++) {
            String w = in.readLine().trim();
            int k = 0;
            while (k < prefix.length() && k < w.length() && prefix.charAt(k) == w.charAt(k)) k++;
            prefix = prefix.substring(0, k);
        }
        System.out.println(prefix.isEmpty() ? "NONE" : prefix);
    }
}
