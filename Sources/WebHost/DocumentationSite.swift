import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOPosix

/// The documentation `Docs/build` makes — DocC's static hosting output, built for the base path `/docs` — served
/// under `/docs` from a folder on disk.
///
/// `/docs` leads to the documentation's landing page; every other `/docs/…` address is a file of the folder (a
/// folder's `index.html` for a folder), read off the event loop by Hummingbird's file middleware, which refuses a
/// path that climbs out of the folder. Without the folder, `/docs` says how to build it.
enum DocumentationSite {
    /// Where the documentation is served.
    static let basePath = "/docs"
    /// Where `/docs` leads: the landing page that lists the catalog and the toolkits' references.
    static let landingPath = "/docs/documentation/"

    /// The policy of a documentation page: DocC's renderer, unlike the app's pages, carries one inline script (its
    /// base path, `var baseUrl = "/docs/"`, allowed by its hash) and sets inline styles.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self' 'sha256-77EWPyjUT2bZILT2rauaG3kt/w83/XPAfBGN/zpoqgs='; "
        + "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'"

    /// Adds the `/docs` routes to `router`, serving `folder` (nil or missing: a page that says how to build it). The
    /// folder is looked for when asked, so documentation built while the server runs is served at the next reload.
    static func add(to router: Router<BasicRequestContext>, folder: String?) {
        router.get(RouterPath(basePath)) { _, _ in  // `/docs/` too
            guard await isBuilt(folder) else { return notBuilt(folder) }
            return Response(status: .found, headers: [.location: landingPath])
        }
        let files = router.group(RouterPath(basePath))
        files.add(middleware: Policy(folder: folder))
        if let folder {
            // Its logger says where it serves from at `info`; `mvx web` prints its own addresses and nothing else.
            var quiet = Logger(label: "mvx.docs")
            quiet.logLevel = .warning
            files.add(
                middleware: FileMiddleware<BasicRequestContext, LocalFileSystem>(
                    folder, urlBasePath: basePath, searchForIndexHtml: true, logger: quiet))
        }
        files.get("**") { _, _ -> Response in throw HTTPError(.notFound) }
    }

    /// Whether `folder` names a folder: asked on NIO's thread pool, since it reads the file system.
    private static func isBuilt(_ folder: String?) async -> Bool {
        guard let folder else { return false }
        let found = try? await NIOThreadPool.singleton.runIfActive {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
        }
        return found ?? false
    }

    /// The answer when the documentation has not been built.
    private static func notBuilt(_ folder: String?) -> Response {
        let place = folder.map { "in \($0)" } ?? "for this server"
        return PageGuard<BasicRequestContext>.text(
            "The documentation is not built \(place). In the MVX checkout, run `Docs/build`, then reload this page "
                + "(`mvx web --docs DIR` serves it from another folder).\n",
            status: .notFound)
    }

    /// Gives documentation answers their policy and their redirects the base path, and answers a missing file, or
    /// any refusal of the file middleware, in words.
    private struct Policy: RouterMiddleware {
        typealias Context = BasicRequestContext
        let folder: String?

        func handle(
            _ request: Request, context: Context, next: (Request, Context) async throws -> Response
        ) async throws -> Response {
            var response: Response
            do {
                response = try await next(request, context)
            } catch let error as HTTPError where error.status == .notFound {
                response =
                    await DocumentationSite.isBuilt(folder)
                    ? PageGuard<Context>.text("No such page in the documentation.\n", status: .notFound)
                    : DocumentationSite.notBuilt(folder)
            } catch let error as HTTPError {
                response = PageGuard<Context>.text(
                    "The documentation cannot answer this address (\(error.status.code)).\n", status: error.status)
            }
            // The file middleware sends a folder's address without its closing slash to the address with it, but
            // names it from the folder's root: `/documentation/mvx/` for `/docs/documentation/mvx`.
            if (300..<400).contains(response.status.code), let location = response.headers[.location],
                location.hasPrefix("/"), !location.hasPrefix(DocumentationSite.basePath + "/")
            {
                response.headers[.location] = DocumentationSite.basePath + location
            }
            response.headers[.contentSecurityPolicy] = DocumentationSite.contentSecurityPolicy
            return response
        }
    }
}
