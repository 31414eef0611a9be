import Hummingbird
import Model

extension APIHandlers {
    func addBlogRoutes(to router: Router<MVXRequestContext>) {
        router.on(.userBlogs) { request, context in
            let page = try PageRequest(query: request)
            return JSONAnswer(
                try await storage.blogs.blogs(of: context.id(), page: page, viewer: auth.optionalViewer(of: request)))
        }
        router.on(.blog) { request, context in
            JSONAnswer(try await storage.blogs.blog(id: context.id(), viewer: auth.optionalViewer(of: request)))
        }
        router.on(.like) { request, context in
            JSONAnswer(try await storage.blogs.setLiked(true, blogID: context.id(), viewer: auth.viewer(of: request)))
        }
        router.on(.unlike) { request, context in
            JSONAnswer(try await storage.blogs.setLiked(false, blogID: context.id(), viewer: auth.viewer(of: request)))
        }
        router.on(.share) { request, context in
            let blogID = try context.id()
            return JSONAnswer(try await storage.blogs.share(blogID: blogID, by: auth.signedIn(request)))
        }
    }

    func addDraftRoutes(to router: Router<MVXRequestContext>) {
        router.on(.drafts) { request, context in
            let page = try PageRequest(query: request)
            let viewer = try await auth.viewer(of: request)
            return JSONAnswer(try await storage.drafts.drafts(of: context.id(), page: page, viewer: viewer))
        }
        router.on(.trash) { request, context in
            let viewer = try await auth.viewer(of: request)
            return JSONAnswer(try await storage.drafts.trash(of: context.id(), viewer: viewer))
        }
        router.on(.draft) { request, context in
            let viewer = try await auth.viewer(of: request)
            return JSONAnswer(try await storage.drafts.draft(id: context.id(), viewer: viewer))
        }
        router.on(.trashDraft) { request, context in
            let viewer = try await auth.viewer(of: request)
            return JSONAnswer(try await storage.drafts.setTrashed(true, draftID: context.id(), viewer: viewer))
        }
        router.on(.restoreDraft) { request, context in
            let viewer = try await auth.viewer(of: request)
            return JSONAnswer(try await storage.drafts.setTrashed(false, draftID: context.id(), viewer: viewer))
        }
    }
}
