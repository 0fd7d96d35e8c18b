import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int s = (int) (Long.parseLong(in.readLine().trim()) % 26);
        char[] message = in.readLine().toCharArray();
        for (int i = 0; i < message.length; i++) {
            char ch = message[i];
            if (ch >= 'a' && ch <= 'z') message[i] = (char) ('a' + (ch - 'a' + s) % 26);
            else if (ch >= 'A' && ch <= 'Z') message[i] = (char) ('A' + (ch - 'A' + s) % 26);
        }
        System.out.println(new String(message));
    }
}
