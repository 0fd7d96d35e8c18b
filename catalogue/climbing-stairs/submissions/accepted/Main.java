import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        final long MOD = 1_000_000_007L;
        int n = new Scanner(System.in).nextInt();
        long a = 1, b = 1;
        for (int i = 2; i <= n; i++) {
            long c = (a + b) % MOD;
            a = b;
            b = c;
        }
        System.out.println(b);
    }
}
