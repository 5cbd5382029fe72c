import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local, listening on one address only. Its jar has no option for the address: it builds
 * a Jetty server for the port alone, which listens on every interface of the machine. This builds
 * the server from the same command-line options as the jar's own main, sets the host of its
 * connector before it starts, and starts it. Compiled once against the jar (local-dynamodb.ts), or
 * run by Java's single-file source launcher: java -cp DynamoDBLocal.jar DynamoDbLocalOnLoopback.java HOST ARGS.
 * It fails rather than listen widely should a later jar rename what it reaches into.
 */
public class DynamoDbLocalOnLoopback {
  public static void main(String[] args) throws Exception {
    String host = args[0];
    String[] options = java.util.Arrays.copyOfRange(args, 1, args.length);
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(options);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    Connector[] connectors = server.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local built no connector");
    for (Connector connector : connectors) ((ServerConnector) connector).setHost(host);
    // start() is the jar's own, which reports a port in use and stops; its telemetry stays off, as
    // the jar's main is what would switch it on.
    proxy.start();
  }
}
