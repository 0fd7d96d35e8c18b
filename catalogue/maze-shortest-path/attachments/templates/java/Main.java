import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer header = new StringTokenizer(in.readLine());
        int rows = Integer.parseInt(header.nextToken()), cols = Integer.parseInt(header.nextToken());
        char[][] grid = new char[rows][];
        for (int r = 0; r < rows; r++) grid[r] = in.readLine().trim().toCharArray();
        // Print the fewest moves from S to E, or -1.
    }
}
