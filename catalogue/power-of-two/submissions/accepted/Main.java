import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long x = Long.parseLong(in.readLine().trim());
            out.append(x > 0 && (x & (x - 1)) == 0 ? "YES\n" : "NO\n");
        }
        System.out.print(out);
    }
}
