import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        for (int i = 0; i < q; i++) {
            long n = Long.parseLong(in.readLine().trim());
            // Print the largest r with r * r <= n.
        }
    }
}
