import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            String s = in.readLine().trim();
            long total = 0;
            for (int i = 0; i < s.length(); i++) total += s.charAt(i) - '0';
            while (total >= 10) {
                long next = 0;
                for (; total > 0; total /= 10) next += total % 10;
                total = next;
            }
            out.append(total).append('\n');
        }
        System.out.print(out);
    }
}
