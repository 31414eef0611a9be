/// The API as an OpenAPI 3 document: what `GET /openapi.yaml` answers, and what `openapi.yaml` at the repository's root
/// holds (a test keeps the two the same, and another checks the document against ``APIRoute``, so neither drifts).
///
/// Written by hand rather than generated: the routes are few, the feed's path and shape are the seed's, and a reader
/// compares this document with `APIRoute` and the wire types in `Model` line by line.
enum OpenAPIDocument {
    /// The document's text.
    static let yaml = #"""
        openapi: 3.0.3
        info:
          title: MVX API
          version: "1"
          description: |
            The backend every MVX client talks to: users, follows, blogs, drafts, a news feed in the seed's shape,
            counters and voice messages. Errors are JSON `{"error":{"code","message"}}` with a 4xx status; a database
            outage is `503` with `Retry-After`. The server serves this document at `/openapi.yaml`.
        servers:
          - url: http://127.0.0.1:8080
        paths:
          /openapi.yaml:
            get:
              operationId: openAPIDocument
              summary: This document.
              responses:
                "200":
                  description: The OpenAPI document.
                  content:
                    application/yaml:
                      schema:
                        type: string
          /auth/login:
            post:
              operationId: login
              summary: Log in; answers a bearer token and the user.
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      $ref: "#/components/schemas/LoginRequest"
                    example:
                      username: bob
                      password: mvx-demo
              responses:
                "200":
                  description: A new session.
                  content:
                    application/json:
                      schema:
                        $ref: "#/components/schemas/LoginResponse"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /auth/logout:
            post:
              operationId: logout
              summary: End the session whose token is sent.
              security:
                - bearerAuth: []
              responses:
                "204":
                  description: The session is closed.
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /users:
            get:
              operationId: users
              summary: Every user (Discover), or those whose name contains `query`; with a token, each has isFollowing.
              security:
                - {}
                - bearerAuth: []
              parameters:
                - name: query
                  in: query
                  required: false
                  description: Text the display name contains, ignoring case and width; at most 100 characters.
                  schema:
                    $ref: "#/components/schemas/SearchText"
              responses:
                "200":
                  description: The users, in id order.
                  content:
                    application/json:
                      schema:
                        type: array
                        items:
                          $ref: "#/components/schemas/User"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /users/{id}:
            get:
              operationId: user
              summary: One user's information.
              security:
                - {}
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  description: The user.
                  content:
                    application/json:
                      schema:
                        $ref: "#/components/schemas/User"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /users/{id}/following:
            get:
              operationId: following
              summary: The users that user follows.
              security:
                - {}
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  description: The followees, in id order.
                  content:
                    application/json:
                      schema:
                        type: array
                        items:
                          $ref: "#/components/schemas/User"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /users/{id}/follow:
            post:
              operationId: follow
              summary: Follow the user as the caller; idempotent.
              security:
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  $ref: "#/components/responses/FollowStatus"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
            delete:
              operationId: unfollow
              summary: Unfollow the user as the caller; idempotent.
              security:
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  $ref: "#/components/responses/FollowStatus"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /users/{id}/blogs:
            get:
              operationId: userBlogs
              summary: A page of the user's blogs, newest first.
              security:
                - {}
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
                - $ref: "#/components/parameters/Offset"
                - $ref: "#/components/parameters/Limit"
              responses:
                "200":
                  description: A page of blogs, without their bodies.
                  content:
                    application/json:
                      schema:
                        $ref: "#/components/schemas/BlogPage"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /blogs/{id}:
            get:
              operationId: blog
              summary: One blog with its body.
              security:
                - {}
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  description: The blog.
                  content:
                    application/json:
                      schema:
                        $ref: "#/components/schemas/Blog"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /blogs/{id}/like:
            post:
              operationId: like
              summary: Like the blog as the caller; idempotent.
              security:
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  $ref: "#/components/responses/LikeState"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
            delete:
              operationId: unlike
              summary: Take the caller's like back; idempotent.
              security:
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  $ref: "#/components/responses/LikeState"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /blogs/{id}/share:
            post:
              operationId: share
              summary: Count one share of the blog.
              security:
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  description: The blog's share count after this one.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [shareCount]
                        properties:
                          shareCount:
                            type: integer
                            minimum: 0
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /users/{id}/drafts:
            get:
              operationId: drafts
              summary: A page of the owner's drafts not in the trash, newest edit first.
              security:
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
                - $ref: "#/components/parameters/Offset"
                - $ref: "#/components/parameters/Limit"
              responses:
                "200":
                  description: A page of drafts, without their bodies.
                  content:
                    application/json:
                      schema:
                        $ref: "#/components/schemas/DraftPage"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /users/{id}/trash:
            get:
              operationId: trash
              summary: The owner's drafts in the trash.
              security:
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  description: The trashed drafts, without their bodies.
                  content:
                    application/json:
                      schema:
                        type: array
                        items:
                          $ref: "#/components/schemas/Draft"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /drafts/{id}:
            get:
              operationId: draft
              summary: One of the owner's drafts with its body.
              security:
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  description: The draft.
                  content:
                    application/json:
                      schema:
                        $ref: "#/components/schemas/Draft"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /drafts/{id}/trash:
            post:
              operationId: trashDraft
              summary: Move the owner's draft to the trash.
              security:
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  $ref: "#/components/responses/Draft"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /drafts/{id}/restore:
            post:
              operationId: restoreDraft
              summary: Move the owner's draft back out of the trash.
              security:
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  $ref: "#/components/responses/Draft"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /nc/article/list/{channel}/{offset}-{limit}.html:
            get:
              operationId: news
              summary: A page of the news feed, in the shape the seed reads; the seeded channel is T1467284926140.
              parameters:
                - name: channel
                  in: path
                  required: true
                  example: T1467284926140
                  schema:
                    $ref: "#/components/schemas/Name"
                - name: offset
                  in: path
                  required: true
                  schema:
                    type: integer
                    format: int64
                    minimum: 0
                    maximum: 9223372036854775807
                - name: limit
                  in: path
                  required: true
                  schema:
                    type: integer
                    minimum: 0
                    maximum: 100
              responses:
                "200":
                  description: An object with one key, the channel, holding the page's items.
                  content:
                    application/json:
                      schema:
                        type: object
                        minProperties: 1
                        maxProperties: 1
                        additionalProperties:
                          type: array
                          items:
                            $ref: "#/components/schemas/NewsItem"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /news/{docid}/read:
            post:
              operationId: readNews
              summary: Count one read of the article.
              security:
                - bearerAuth: []
              parameters:
                - name: docid
                  in: path
                  required: true
                  example: MVX0000T1467
                  schema:
                    $ref: "#/components/schemas/Name"
              responses:
                "200":
                  description: The article's read count after this one.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [readCount]
                        properties:
                          readCount:
                            type: integer
                            minimum: 0
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /counters:
            get:
              operationId: counters
              summary: One counter set.
              parameters:
                - name: set
                  in: query
                  required: false
                  schema:
                    type: string
                    enum: [main, alt]
                    default: main
              responses:
                "200":
                  description: The set's counters, in id order.
                  content:
                    application/json:
                      schema:
                        type: array
                        items:
                          $ref: "#/components/schemas/Counter"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /counters/{id}:
            put:
              operationId: saveCounter
              summary: Save a counter's number.
              security:
                - bearerAuth: []
              parameters:
                - $ref: "#/components/parameters/ID"
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [num]
                      properties:
                        num:
                          type: integer
                          minimum: 0
                          maximum: 1000000
              responses:
                "200":
                  description: The saved counter.
                  content:
                    application/json:
                      schema:
                        $ref: "#/components/schemas/Counter"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /voices:
            get:
              operationId: voices
              summary: Every voice message.
              responses:
                "200":
                  description: The voice messages, in id order.
                  content:
                    application/json:
                      schema:
                        type: array
                        items:
                          $ref: "#/components/schemas/VoiceMessage"
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
          /voices/{id}/audio:
            get:
              operationId: voiceAudio
              summary: A voice message's audio.
              parameters:
                - $ref: "#/components/parameters/ID"
              responses:
                "200":
                  description: The audio as WAV bytes.
                  content:
                    audio/wav:
                      schema:
                        type: string
                        format: binary
                "4XX":
                  $ref: "#/components/responses/Error"
                "503":
                  $ref: "#/components/responses/Unavailable"
        components:
          securitySchemes:
            bearerAuth:
              type: http
              scheme: bearer
              description: The token `POST /auth/login` answers.
          parameters:
            ID:
              name: id
              in: path
              required: true
              description: A whole number; an id no row has is 404.
              example: 2
              schema:
                type: integer
                format: int64
            Offset:
              name: offset
              in: query
              required: false
              schema:
                type: integer
                format: int64
                minimum: 0
                maximum: 9223372036854775807
                default: 0
            Limit:
              name: limit
              in: query
              required: false
              schema:
                type: integer
                minimum: 0
                maximum: 100
                default: 20
          responses:
            Error:
              description: The request cannot be served as sent; the message says why and what to do.
              content:
                application/json:
                  schema:
                    $ref: "#/components/schemas/Error"
            Unavailable:
              description: The database cannot be reached now; try again after Retry-After seconds.
              headers:
                Retry-After:
                  schema:
                    type: integer
                    minimum: 0
              content:
                application/json:
                  schema:
                    $ref: "#/components/schemas/Error"
            FollowStatus:
              description: Whether the caller follows the user now.
              content:
                application/json:
                  schema:
                    type: object
                    required: [userID, isFollowing]
                    properties:
                      userID:
                        type: integer
                      isFollowing:
                        type: boolean
            LikeState:
              description: The blog's likes and whether the caller's is one of them.
              content:
                application/json:
                  schema:
                    type: object
                    required: [likeCount, isLiked]
                    properties:
                      likeCount:
                        type: integer
                        minimum: 0
                      isLiked:
                        type: boolean
            Draft:
              description: The draft as it is now.
              content:
                application/json:
                  schema:
                    $ref: "#/components/schemas/Draft"
          schemas:
            Text:
              description: Text without control characters (U+0000–U+001F, U+007F–U+009F), which are refused with 400.
              type: string
              pattern: '^[^\u0000-\u001F\u007F-\u009F]*$'
            Name:
              description: A non-empty name without control characters.
              type: string
              minLength: 1
              pattern: '^[^\u0000-\u001F\u007F-\u009F]*$'
            SearchText:
              description: >-
                Search text without control characters. maxLength counts code points, a bound any client can keep;
                the server counts characters as a person does (grapheme clusters), so it also accepts a longer text
                in code points that is at most 100 characters.
              type: string
              maxLength: 100
              pattern: '^[^\u0000-\u001F\u007F-\u009F]*$'
            Error:
              type: object
              required: [error]
              properties:
                error:
                  type: object
                  required: [code, message]
                  properties:
                    code:
                      type: string
                    message:
                      type: string
            LoginRequest:
              type: object
              required: [username, password]
              properties:
                username:
                  $ref: "#/components/schemas/Text"
                password:
                  $ref: "#/components/schemas/Text"
            LoginResponse:
              type: object
              required: [token, user]
              properties:
                token:
                  type: string
                user:
                  $ref: "#/components/schemas/User"
            User:
              type: object
              required: [id, username, displayName, avatarURL, friendCount, followingCount, followerCount]
              properties:
                id:
                  type: integer
                username:
                  type: string
                displayName:
                  type: string
                avatarURL:
                  type: string
                friendCount:
                  type: integer
                  minimum: 0
                followingCount:
                  type: integer
                  minimum: 0
                followerCount:
                  type: integer
                  minimum: 0
                isFollowing:
                  type: boolean
                  description: Whether the caller follows this user; present when a token is sent.
            Blog:
              type: object
              required: [id, authorID, authorName, authorUsername, title, createdAt, likeCount, isLiked, shareCount]
              properties:
                id:
                  type: integer
                authorID:
                  type: integer
                authorName:
                  type: string
                authorUsername:
                  type: string
                title:
                  type: string
                body:
                  type: string
                  description: Present when one blog is read, absent in pages.
                createdAt:
                  type: string
                  format: date-time
                likeCount:
                  type: integer
                  minimum: 0
                isLiked:
                  type: boolean
                shareCount:
                  type: integer
                  minimum: 0
            BlogPage:
              type: object
              required: [items, offset, limit, total]
              properties:
                items:
                  type: array
                  items:
                    $ref: "#/components/schemas/Blog"
                offset:
                  type: integer
                  minimum: 0
                limit:
                  type: integer
                  minimum: 0
                total:
                  type: integer
                  minimum: 0
            Draft:
              type: object
              required: [id, ownerID, title, editedAt, isTrashed]
              properties:
                id:
                  type: integer
                ownerID:
                  type: integer
                title:
                  type: string
                editedAt:
                  type: string
                  format: date-time
                isTrashed:
                  type: boolean
                body:
                  type: string
                  description: Present when one draft is read, absent in lists.
            DraftPage:
              type: object
              required: [items, offset, limit, total]
              properties:
                items:
                  type: array
                  items:
                    $ref: "#/components/schemas/Draft"
                offset:
                  type: integer
                  minimum: 0
                limit:
                  type: integer
                  minimum: 0
                total:
                  type: integer
                  minimum: 0
            NewsItem:
              type: object
              required: [docid, title, ptime, imgsrc, readCount]
              properties:
                docid:
                  type: string
                title:
                  type: string
                ptime:
                  type: string
                  description: "`yyyy-MM-dd HH:mm:ss`, as the seed's feed writes it."
                imgsrc:
                  type: string
                readCount:
                  type: integer
                  minimum: 0
            Counter:
              type: object
              required: [id, set, name, num]
              properties:
                id:
                  type: integer
                set:
                  type: string
                  enum: [main, alt]
                name:
                  type: string
                num:
                  type: integer
                  minimum: 0
                  maximum: 1000000
            VoiceMessage:
              type: object
              required: [id, sender, duration]
              properties:
                id:
                  type: integer
                sender:
                  type: string
                duration:
                  type: integer
                  minimum: 0
                  description: Seconds.
        """#
}
