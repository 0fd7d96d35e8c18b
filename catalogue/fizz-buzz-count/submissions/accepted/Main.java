import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        long n = new Scanner(System.in).nextLong();
        long both = n / 15;
        System.out.println((n / 3 - both) + " " + (n / 5 - both) + " " + both + " " + (n - n / 3 - n / 5 + both));
    }
}
