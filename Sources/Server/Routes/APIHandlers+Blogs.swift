import Hummingbird
import Model

extension APIHandlers {
    func addBlogRoutes(to router: Router<MVXRequestContext>) {
        router.on(.userBlogs) { request, context in
            let page = try PageRequest(query: request)
            return JSONAnswer(
                try await blogs.blogs(of: context.id(), page: page, viewer: auth.optionalViewer(of: request)))
        }
        router.on(.blog) { request, context in
            JSONAnswer(try await blogs.blog(id: context.id(), viewer: auth.optionalViewer(of: request)))
        }
        router.on(.like) { request, context in
            JSONAnswer(try await blogs.setLiked(true, blogID: context.id(), viewer: auth.viewer(of: request)))
        }
        router.on(.unlike) { request, context in
            JSONAnswer(try await blogs.setLiked(false, blogID: context.id(), viewer: auth.viewer(of: request)))
        }
        router.on(.share) { request, context in
            let blogID = try context.id()
            _ = try await auth.viewer(of: request)
            return JSONAnswer(try await blogs.share(blogID: blogID))
        }
    }

    func addDraftRoutes(to router: Router<MVXRequestContext>) {
        router.on(.drafts) { request, context in
            let page = try PageRequest(query: request)
            let viewer = try await auth.viewer(of: request)
            return JSONAnswer(try await drafts.drafts(of: context.id(), page: page, viewer: viewer))
        }
        router.on(.trash) { request, context in
            let viewer = try await auth.viewer(of: request)
            return JSONAnswer(try await drafts.trash(of: context.id(), viewer: viewer))
        }
        router.on(.draft) { request, context in
            let viewer = try await auth.viewer(of: request)
            return JSONAnswer(try await drafts.draft(id: context.id(), viewer: viewer))
        }
        router.on(.trashDraft) { request, context in
            let viewer = try await auth.viewer(of: request)
            return JSONAnswer(try await drafts.setTrashed(true, draftID: context.id(), viewer: viewer))
        }
        router.on(.restoreDraft) { request, context in
            let viewer = try await auth.viewer(of: request)
            return JSONAnswer(try await drafts.setTrashed(false, draftID: context.id(), viewer: viewer))
        }
    }
}
