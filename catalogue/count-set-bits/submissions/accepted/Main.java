import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(Long.bitCount(Long.parseLong(in.readLine().trim()))).append('\n');
        System.out.print(out);
    }
}
