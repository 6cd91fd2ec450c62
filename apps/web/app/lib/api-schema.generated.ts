// Generated from GET /api/doc by openapi-typescript (npm run api:types); do not edit. Decision 0081.

export interface paths {
    "/api/admin/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log: who changed what, when, before and after; filtered by subject, actor, action, day (Admin) */
        get: {
            parameters: {
                query?: {
                    action?: "user.role-changed" | "user.flags-changed" | "user.banned" | "user.unbanned" | "user.impersonated" | "session.revoked" | "organization.archived" | "member.invited" | "member.invite-canceled" | "member.joined" | "member.role-changed" | "member.removed" | "member.left" | "ledger.transferred" | "ledger.disbursed" | "ledger.corrected" | "dealer.balance-paid" | "dealer.settings-changed" | "dealer.branding-changed" | "fz-order.placed" | "fz-order.updated" | "dealer-transfer.created" | "dealer-transfer.reviewed" | "dealer-transfer.value-set" | "dealer-transfer.performed" | "dealer-transfer.cancelled" | "dealer-transfer.locked" | "value.transferred" | "order.refunded" | "order.updated" | "product.created" | "product.updated" | "stock.adjusted" | "stock.threshold-changed" | "sale.created" | "sale.updated" | "sale.ended" | "sale.deleted" | "discount-code.created" | "discount-code.updated" | "site.theme-changed" | "dealer.created" | "dealer.updated" | "dealer.credit-limit-changed" | "dealer.credit-limit-requested" | "dealer.statement-accepted" | "signature-authority.named" | "signature-authority.revoked" | "dealer-application.approved" | "dealer-application.refused" | "page.saved" | "page.restored";
                    actor?: string;
                    from?: string;
                    page?: number;
                    per_page?: number;
                    sort?: "-at" | "at";
                    subject_id?: string;
                    subject_type?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of audit records */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuditEventList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/beta-programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every beta program, drafts too, with its applications counted by status (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The programs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBetaProgramList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** A new beta program; its Markdown is rendered and sanitized on save (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BetaProgramInput"];
                };
            };
            responses: {
                /** @description The program */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBetaProgram"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/beta-programs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One beta program with its Markdown, for editing; Last-Modified for If-Unmodified-Since (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The program */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBetaProgram"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Save a beta program (If-Unmodified-Since: 412 when changed since); the capacity cannot go below those accepted (staff) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BetaProgramInput"];
                };
            };
            responses: {
                /** @description The program */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBetaProgram"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a beta program nobody applied to (409 otherwise: close it instead); If-Unmodified-Since (staff) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/beta-programs/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The applications to a beta program, those waiting first, then newest first (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The applications */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BetaApplicationList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/beta-programs/{id}/applications/{applicationId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an application with a note the applicant is e-mailed; the capacity is checked under a lock on the program (409 when full). Accepting again answers the same (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BetaDecision"];
                };
            };
            responses: {
                /** @description The application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BetaApplication"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/beta-programs/{id}/applications/{applicationId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an application with a note the applicant is e-mailed (an accepted one too: its place frees up) (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BetaDecision"];
                };
            };
            responses: {
                /** @description The application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BetaApplication"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every bio with its number of posts, and the staff accounts a bio may be tied to (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bios */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBioList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** A new bio (its slug unique: 409 `slug_taken`; an account a staff member’s, with one bio) (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BioWrite"];
                };
            };
            responses: {
                /** @description The bio */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBio"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bio with its Markdown and version, for the editor (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bio */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBio"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the fields sent (staff); `version` as for posts (409 `stale_version`), If-Unmodified-Since → 412 */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BioUpdate"];
                };
            };
            responses: {
                /** @description The bio */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBio"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/blog-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every post, drafts and scheduled ones too, newest first; by what it is now (`state`) and tag (staff) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    state?: "draft" | "scheduled" | "published";
                    tag?: "Home" | "Products" | "Vehicles" | "News" | "Dealer";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of posts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBlogPostList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** A new post, as a draft: its Markdown is rendered and sanitized on save (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BlogPostWrite"];
                };
            };
            responses: {
                /** @description The post */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBlogPost"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog-posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post with its Markdown and version, for the editor (staff); Last-Modified for the edit */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBlogPost"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a draft (a post once public is unpublished instead: 409 `not_a_draft`) (staff) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change the fields sent (staff). `version` is the one the editor opened: a save in between is a 409 `stale_version`; If-Unmodified-Since → 412 */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BlogPostUpdate"];
                };
            };
            responses: {
                /** @description The post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBlogPost"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/blog-posts/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish now: on the blog, its feeds and the sitemap at once; a live post keeps its date (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBlogPost"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog-posts/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish by itself at `publish_at` (in the future; no job: it is live once its time has come) (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BlogPostSchedule"];
                };
            };
            responses: {
                /** @description The post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBlogPost"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog-posts/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back to a draft: off the blog, its feeds and the sitemap (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBlogPost"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversion-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Staff: set the conversion rate between two store currencies */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currency_from: string;
                        currency_to: string;
                        rate: string | number;
                    };
                };
            };
            responses: {
                /** @description The saved rate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConversionRate"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealer-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dealer applications, newest first, filtered by status (Admin) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "submitted" | "approved" | "refused";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerApplicationList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealer-applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dealer application with its documents’ download links (Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerApplication"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealer-applications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve: the dealer is made (organization, the applicant as owner, profile, billing, tools, specializations) and the applicant e-mailed; audited. Approving again answers the same dealer; a refused application is a 409 (Admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application, approved, naming its dealer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerApplication"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealer-applications/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document of a dealer application (Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    documentId: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/*": string;
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealer-applications/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuse with a reason, e-mailed to the applicant; audited; a decided application is a 409 (Admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DealerApplicationRefusal"];
                };
            };
            responses: {
                /** @description The application, refused */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerApplication"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealer-dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All dealers’ money: owed per currency, dealers near or past their limit, dealers owing longest (Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dashboard */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDealerDashboard"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealer-signature-authority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every dealer’s signatories: search by dealer or signatory, filter by status; paged (Admin) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    q?: string;
                    status?: "active" | "revoked";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of signatories */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminSignatureAuthorityList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealer-signature-authority/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One signatory (Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signatory */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignatureAuthority"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every dealer with its members, ledger balance and credit limit per currency: search, filter, sort, paged (Admin) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    price_tier?: "standard" | "preferred" | "elite";
                    q?: string;
                    sort?: "name" | "-name" | "slug" | "-slug" | "-created_at" | "created_at";
                    status?: "active" | "suspended" | "archived";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of dealers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDealerList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a dealer: its owner an existing user (by e-mail), price tier, credit limits, billing address (Admin); audited
         * @description A slug already used by a dealer or company, or an e-mail with no account, is a 422 on its field.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminDealerCreate"];
                };
            };
            responses: {
                /** @description The dealer */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDealerDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dealer: profile, members, limits, ledger balances, credit-limit requests (Admin); Last-Modified */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dealer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDealerDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a dealer: the fields sent (Admin); a credit-limit change needs a reason; audited; If-Unmodified-Since → 412
         * @description Archiving a dealer, or bringing one back from the archive, is Super Admin’s (an Admin gets 403). Nothing is deleted.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminDealerUpdate"];
                };
            };
            responses: {
                /** @description The dealer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDealerDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/dealers/{id}/disbursements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay money out to a dealer: one ledger transaction to its balance, with a reason (Admin); audited
         * @description A retry with the same Idempotency-Key answers the first disbursement with 200 and moves nothing.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key": string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminDealerDisbursement"];
                };
            };
            responses: {
                /** @description The disbursement made before with this key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: boolean;
                            position: {
                                available_minor: number;
                                balance_minor: number;
                                credit_limit_minor: number;
                                currency: string;
                                /** @enum {string} */
                                standing: "within" | "near" | "over";
                            };
                            transaction_id: string;
                        };
                    };
                };
                /** @description The disbursement */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: boolean;
                            position: {
                                available_minor: number;
                                balance_minor: number;
                                credit_limit_minor: number;
                                currency: string;
                                /** @enum {string} */
                                standing: "within" | "near" | "over";
                            };
                            transaction_id: string;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every discount code, switched-off ones too: filtered by code, status, automatic; sorted; paged (Admin) */
        get: {
            parameters: {
                query?: {
                    automatic?: "true" | "false";
                    code?: string;
                    page?: number;
                    per_page?: number;
                    sort?: "code" | "-code" | "-updated_at" | "updated_at";
                    status?: "inactive" | "scheduled" | "active" | "ended";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of codes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDiscountCodeList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a discount code (Admin); audited; a code that exists is a 409 `code_taken`
         * @description A percent code takes `percent` off; an amount code its amount in the cart’s currency (`amounts`, minor units). The store’s caches are emptied in every process, so the storefront shows the change at once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminDiscountCodeCreate"];
                };
            };
            responses: {
                /** @description The code */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDiscountCodeAnswer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One discount code with the store currencies (Admin); Last-Modified for the edit */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The code */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDiscountCodeAnswer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a discount code: the fields sent; `active: false` switches it off (Admin); audited
         * @description Codes are never deleted (orders name them) and their text never changes. The store’s caches are emptied in every process, so the storefront shows the change at once.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminDiscountCodeUpdate"];
                };
            };
            responses: {
                /** @description The code */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDiscountCodeAnswer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answered feedback, newest first, with the average rating (staff: support:work) */
        get: {
            parameters: {
                query?: {
                    about?: "ticket" | "tune-request";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminFeedbackList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Background jobs, newest first, with the counts per state (staff and admins) */
        get: {
            parameters: {
                query?: {
                    name?: string;
                    page?: number;
                    per_page?: number;
                    state?: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of jobs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed job again (staff and admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job, queued again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackgroundJob"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue, paid orders and average order value per currency, by day, week or month (Admin)
         * @description Whole UTC days from `from` to `to`, both included (default: the 30 days that end today; at most 366 days). Store orders, catalog purchases and custom tunes, by the day they were placed.
         */
        get: {
            parameters: {
                query?: {
                    bucket?: "day" | "week" | "month";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RevenueMetrics"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/metrics/tunes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tune requests by status, turnaround time and the tunes most asked for (Admin)
         * @description Whole UTC days from `from` to `to`, both included (default: the 30 days that end today; at most 366 days).
         */
        get: {
            parameters: {
                query?: {
                    bucket?: "day" | "week" | "month";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneMetrics"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/metrics/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The makes, models and engines most requested and sold (Admin)
         * @description Whole UTC days from `from` to `to`, both included (default: the 30 days that end today; at most 366 days).
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VehicleMetrics"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Issues (being sent first, then newest) with their progress, and each list’s subscribers by status (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Issues and lists */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterOverview"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new draft issue; its Markdown is rendered and sanitized on save (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewsletterIssueInput"];
                };
            };
            responses: {
                /** @description The draft */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterIssue"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/issues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One issue with its progress and the list’s confirmed subscribers now (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The issue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterIssue"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change a draft (If-Unmodified-Since: 412 when stale); one being sent or sent is a 409 (staff) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewsletterIssueInput"];
                };
            };
            responses: {
                /** @description The draft */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterIssue"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/issues/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a draft to the list’s confirmed subscribers (a background job in batches; each mailed once). An issue being sent is queued again (resume); a sent one, or a list nobody confirmed, is a 409 (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The issue, being sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterIssue"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/issues/{id}/test-send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the issue to the staff member’s own address, as a subscriber would get it (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterTestSendAnswer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order (store, catalog purchase, custom tune, rescue session), filtered and sorted (staff, admins) */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                    customer?: string;
                    from?: string;
                    kind?: "store" | "catalog" | "tune-request" | "rescue";
                    page?: number;
                    payment?: "awaiting-payment" | "paying" | "paid" | "billed" | "free" | "partly-refunded" | "refunded" | "cancelled" | "with-support";
                    per_page?: number;
                    sort?: "-created_at" | "created_at" | "-total" | "total" | "customer" | "-customer";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of orders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminOrderList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order by its number (S-12): lines, payments, ledger postings, addresses, mails (staff, admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminOrderDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Staff: set a store order’s tracking number, dealer-fulfilled flag and status (SPEC §4)
         * @description The back-office home of `PATCH /api/v1/orders/{id}` (the same operation; that path stays while the web app moves), named by the order number (`S-12`).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dealer_fulfilled?: boolean;
                        /** @enum {string} */
                        status?: "paid" | "shipped" | "delivered";
                        tracking_number?: string | null;
                    };
                };
            };
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/orders/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a store order, whole or chosen units of its lines, optionally restocking them (Admin)
         * @description Given back through the payment provider that took the money, posted to the ledger as a reversal and audited (decision 0092). A retry with the same Idempotency-Key answers the first refund with 200 and refunds once; the key sent with another refund is a 409 idempotency_key_reused. More than is left (units of a line, or money) is a 422 naming the field; an unpaid order is a 409 order_not_paid; a refusal by the provider is a 402 with its kind.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key": string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminRefundRequest"];
                };
            };
            responses: {
                /** @description A retry: the refund this key made first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminOrderRefund"];
                    };
                };
                /** @description The refund, made */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminOrderRefund"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payment required: code and message */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails the shop has sent or queued, newest first (staff and admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of mails */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OutboxMail"][];
                            meta: {
                                page: number;
                                pages: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every content page: title, version, when and by whom it was last saved (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pages by path */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminPageList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page to edit: its Markdown and the version a save is based on (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminPage"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Save a page as its next version (rendered and sanitized now; audited). A save in between the one it is based on is a 409 naming who saved when, and nothing is overwritten (staff) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PageSave"];
                };
            };
            responses: {
                /** @description The page, saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminPage"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{slug}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every version of a page, newest first, with its author and time (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The versions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PageVersionList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{slug}/versions/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of a page with its Markdown (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    n: number;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The version */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PageVersion"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{slug}/versions/{n}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How version `against` became version `n`, line by line: added, removed and unchanged lines (staff) */
        get: {
            parameters: {
                query: {
                    against: number;
                };
                header?: never;
                path: {
                    n: number;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The diff */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PageDiff"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{slug}/versions/{n}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an old version the page again: a NEW version with its content that names the one restored (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    n: number;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page, restored */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminPage"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every store product, hidden ones too: filtered by name, category, visibility; sorted; paged (Admin) */
        get: {
            parameters: {
                query?: {
                    category?: "flash-tools" | "cables" | "accessories" | "merch";
                    name?: string;
                    page?: number;
                    per_page?: number;
                    sort?: "position" | "name" | "-name" | "-updated_at" | "updated_at";
                    visibility?: "visible" | "hidden";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminProductList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a product with a price in every store currency (minor units) and its options (Admin); audited
         * @description The description is plain text (paragraphs apart by a blank line, "- " lines a list), never HTML. A slug another product has is a 409 `slug_taken`. The store’s caches are emptied in every process.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminProductCreate"];
                };
            };
            responses: {
                /** @description The product */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminProduct"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with its prices per currency, options and audit trail (Admin); Last-Modified for the edit */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminProduct"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a product: the fields sent; `options` is the whole new list (Admin); audited; If-Unmodified-Since → 412
         * @description Prices replace the unit price per currency (every store currency). Options keep their id (carts name it) when sent with it; an option left out is removed. The store’s caches are emptied in every process, so the storefront shows the change at once.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminProductUpdate"];
                };
            };
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminProduct"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/products/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image of a product (Admin): `image` (JPEG, PNG or WebP told by its bytes, at most 5 MB) and its `alt` text; audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        alt?: string;
                        /** Format: binary */
                        image: string;
                    };
                };
            };
            responses: {
                /** @description The product with the image last */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminProduct"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every sale, past and scheduled too: filtered by status and type; sorted; paged (Admin) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort?: "-starts_at" | "starts_at" | "-ends_at" | "ends_at" | "name" | "-name";
                    status?: "scheduled" | "running" | "ended";
                    type?: "black-friday" | "black-friday2" | "holiday" | "spring" | "summer";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of sales */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminSaleList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Schedule a sale (Admin); audited
         * @description The banner shows it between starts_at and ends_at (the latest started when several run). `code` must name an existing automatic discount code. The store’s caches are emptied in every process, so the storefront shows the change at once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminSaleCreate"];
                };
            };
            responses: {
                /** @description The sale */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminSale"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sale (Admin); Last-Modified for the edit */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sale */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminSale"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a sale not yet started, or end a running one now (Admin); an ended sale is a 409; audited
         * @description The store’s caches are emptied in every process, so the storefront shows the change at once.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What was done, and the sale */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminSaleRemoval"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a sale: the fields sent (Admin); audited; If-Unmodified-Since → 412
         * @description The store’s caches are emptied in every process, so the storefront shows the change at once.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminSaleUpdate"];
                };
            };
            responses: {
                /** @description The sale */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminSale"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/short-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a short link /{hash} to a path of the shop (staff); without a hash one is generated */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewShortLink"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShortLink"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock levels by product and location, filtered and sorted (staff, admins) */
        get: {
            parameters: {
                query?: {
                    location?: string;
                    low?: "true" | "false";
                    page?: number;
                    per_page?: number;
                    search?: string;
                    sort?: "product" | "-product" | "location" | "-location" | "on_hand" | "-on_hand";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of levels */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminStockList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjust one level by a delta or to a counted quantity, with a reason (Admin)
         * @description The level and its movement are written in one transaction under the level’s row lock, and audited. 422 names the field (a missing reason is `reason`); 409 stock_below_zero when the level would go below zero; a retry with the same Idempotency-Key answers the first adjustment with 200, the key sent with another adjustment is a 409 idempotency_key_reused.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StockAdjustmentInput"];
                };
            };
            responses: {
                /** @description A retry: the adjustment this key made first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StockAdjustment"];
                    };
                };
                /** @description The movement written and the level after it */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StockAdjustment"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/locations/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One location’s level of every product and its movements (staff, admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The location’s stock */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminStockLocation"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/products/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product’s level at every location, its low-stock threshold and its movements (staff, admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product’s stock; Last-Modified is the product’s */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminStockProduct"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a product’s low-stock threshold (Admin)
         * @description With If-Unmodified-Since, a product changed since then is a 412 and nothing changes. Audited.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The Last-Modified read */
                    "if-unmodified-since"?: string;
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StockThresholdInput"];
                };
            };
            responses: {
                /** @description The product’s threshold, set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StockThreshold"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/store/product/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Admin: change a product’s availability, prices per currency or units on hand per location */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductUpdate"];
                };
            };
            responses: {
                /** @description The product as the store shows it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/store/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin: schedule a sale (the banner shows it between start and end) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: number;
                        /** @enum {string} */
                        amountType: "percent" | "dollar";
                        /** @default null */
                        code?: string | null;
                        /** @default true */
                        countdown?: boolean;
                        /** @default  */
                        description?: string;
                        /** Format: date-time */
                        end: string;
                        name: string;
                        /** Format: date-time */
                        start: string;
                        /** @enum {string} */
                        type: "black-friday" | "black-friday2" | "holiday" | "spring" | "summer";
                    };
                };
            };
            responses: {
                /** @description The sale */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sale"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/switch-states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the shortage switches (staff); a switch that is on needs its month */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        "fz-shortage": boolean;
                        "fz-shortage-month": string | null;
                        "fzl-shortage": boolean;
                        "fzl-shortage-month": string | null;
                    };
                };
            };
            responses: {
                /** @description The switches now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SwitchStates"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Staff and admins change a rate (percent, up to 4 decimals) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rate_percent: number;
                    };
                };
            };
            responses: {
                /** @description The rate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaxRate"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand theme as saved: primary and accent colours, the logo, the defaults (Super Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The theme */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBrandTheme"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Save the brand theme (Super Admin); every page shows it at once; audited
         * @description Every WCAG contrast check must pass: a failing one is a 422 whose `errors` names the field (`primary`, `accent`) and the pair with its ratio. The logo is a name `POST /api/admin/theme/logo` answered, or null. Saving the default colours without a logo returns the shop to its configured default.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BrandThemeInput"];
                };
            };
            responses: {
                /** @description The theme as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminBrandTheme"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/theme/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a logo for the theme (Super Admin): `logo`, PNG, JPEG or WebP told by its bytes (never SVG), at most 512 KB; a save names it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        logo: string;
                    };
                };
            };
            responses: {
                /** @description The stored logo’s name and address */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UploadedLogo"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A queue of tickets (default: the active ones, new and open), filtered by type, assignee (me, unassigned, a user), overdue and a search; most urgent first; with the counts of every queue and the support hours (staff) */
        get: {
            parameters: {
                query?: {
                    /** @description `me`, `unassigned`, or a user id */
                    assignee?: string;
                    /** @description `true`: only tickets with an overdue clock */
                    overdue?: "true" | "false";
                    page?: number;
                    per_page?: number;
                    /** @description Title, customer name, e-mail or ticket number */
                    q?: string;
                    sort?: "urgency" | "created_at" | "-created_at" | "last_activity" | "-last_activity";
                    status?: "active" | "new" | "open" | "waiting-on-customer" | "solved" | "closed" | "all";
                    type?: "TUNE" | "TOOL" | "GENERAL";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TicketInboxList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket: its whole thread with internal notes (marked) and files, its clocks, and what it is about (staff); Last-Modified */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ticket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TicketInboxDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the assignee (someone in support, else 422), priority, status or type; each change leaves an internal note saying who changed what; `version` or If-Unmodified-Since → 412 (staff) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TicketChange"];
                };
            };
            responses: {
                /** @description The ticket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TicketInboxDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/tickets/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of the ticket’s thread (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/*": string;
                        "text/plain": string;
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tickets/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merge this duplicate into ticket `into`: its messages are copied there in time order, it is closed naming the target, and both get a note; into itself or a closed ticket is a 409, a missing one a 404 (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TicketMerge"];
                };
            };
            responses: {
                /** @description The ticket merged into, with the whole thread */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TicketInboxDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tickets/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A reply (mailed to the customer with the ticket’s link) or an internal note (`internal`: mailed to nobody, never shown to the customer), optionally setting the status; JSON, or multipart with up to 5 `files` (JPEG, PNG, WebP, PDF, text; 10 MB each, checked by their bytes). A closed ticket is a 409 (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TicketReply"];
                    "multipart/form-data": {
                        body: string;
                        files?: string[];
                        /** @enum {string} */
                        internal?: "true" | "false";
                        /** @enum {string} */
                        status?: "open" | "waiting-on-customer" | "solved";
                    };
                };
            };
            responses: {
                /** @description The message, and the ticket as it is now */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TicketReplyAnswer"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tickets/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone a ticket can be assigned to: staff, calibrators and admins (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The people */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TicketAssignees"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ledger’s transactions with their postings, filtered, by date (Admin) */
        get: {
            parameters: {
                query?: {
                    account_id?: string;
                    from?: string;
                    kind?: string;
                    object_type?: "order" | "tune-request" | "credit-code" | "value-transfer";
                    owner_id?: string;
                    owner_kind?: "user" | "organization" | "system";
                    page?: number;
                    per_page?: number;
                    sort?: "-created_at" | "created_at";
                    to?: string;
                    unit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of transactions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LedgerTransactionList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered transactions as CSV, one row per posting, streamed (Admin)
         * @description RFC 4180 (CRLF, quoted where needed); a text cell starting with = + - @ tab or CR gets a leading apostrophe, amounts are plain numbers (decision 0089).
         */
        get: {
            parameters: {
                query?: {
                    account_id?: string;
                    from?: string;
                    kind?: string;
                    object_type?: "order" | "tune-request" | "credit-code" | "value-transfer";
                    owner_id?: string;
                    owner_kind?: "user" | "organization" | "system";
                    sort?: "-created_at" | "created_at";
                    to?: string;
                    unit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV file, as an attachment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transaction with its postings and the object it belongs to (Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The transaction */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LedgerTransaction"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts found by part of the e-mail or name, by role and status, paged (Admin) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    q?: string;
                    role?: "user" | "staff" | "calibrator" | "admin" | "superadmin";
                    sort?: "-created_at" | "created_at" | "email" | "-email" | "name" | "-name";
                    status?: "active" | "disabled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of accounts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUserList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account: profile, role, feature flags, memberships, sessions, disabled or not (Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account (Last-Modified for If-Unmodified-Since) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUserDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disables an account and ends its sessions, with a reason (Admin; an admin’s: Super Admin); audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminUserBan"];
                };
            };
            responses: {
                /** @description The account as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUserDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Turns feature flags of an account on or off; the others stay (Admin; an admin’s: Super Admin); audited */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminUserFlagsChange"];
                };
            };
            responses: {
                /** @description The account as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUserDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/users/{id}/impersonate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** "Log in as": the session cookie becomes the user’s for an hour (Super Admin, never of an admin); audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Now logged in as this user (Set-Cookie) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Impersonation"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes the role of an account (Super Admin, never their own); audited */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminUserRoleChange"];
                };
            };
            responses: {
                /** @description The account as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUserDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/users/{id}/unban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enables a disabled account again (Admin; an admin’s: Super Admin); audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUserDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/value-transfer-parties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers, dealers, tuners or affiliates by part of their name, e-mail or slug: the parties of a transfer (Admin) */
        get: {
            parameters: {
                query?: {
                    kind?: "customer" | "dealer" | "tuner" | "affiliate";
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description At most 20 parties, by name */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValueTransferPartyList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/value-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Value transfers, newest first (Admin) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of value transfers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValueTransferList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Move money or tune credits between two accounts, with a reason (Admin)
         * @description One balanced ledger transaction, audited. 409 insufficient_balance (or dealer_hit_credit_limit for a dealer’s money) when the sending account would go below what it may; a retry with the same Idempotency-Key answers the first transfer with 200, the key sent with another transfer is a 409 idempotency_key_reused.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ValueTransferInput"];
                };
            };
            responses: {
                /** @description A retry: the transfer this key made first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValueTransfer"];
                    };
                };
                /** @description The transfer, made */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValueTransfer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/value-transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One value transfer (Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The value transfer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValueTransfer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/web-traffic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visits and views over time, top pages, referrers, tags, devices and bot share (Admin)
         * @description Whole UTC days from `from` to `to`, both included (default: the 30 days that end today; at most 366 days). From the first-party page views and tag records.
         */
        get: {
            parameters: {
                query?: {
                    bucket?: "day" | "week" | "month";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebTraffic"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alerts for whoever asks, without those they closed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Alerts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Alert"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close an alert for good (for a logged-in user; visitors keep closed ids in the browser) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Closed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out: ends the session and clears its cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Logged out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/callback/{providerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the provider returns the browser after a social login */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    providerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To /auth/success or /auth/error */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Go to a page of this site once logged in (login first when needed); other sites are refused */
        get: {
            parameters: {
                query?: {
                    url?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redirect */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (the same answer whether or not the account exists; 3 an hour per account) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        redirectTo?: string;
                    };
                };
            };
            responses: {
                /** @description Accepted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        };
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the token from the reset mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newPassword: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Password changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        };
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with email and password (limited per account and address, per address, and a per-account back-off) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                        rememberMe?: boolean;
                    };
                };
            };
            responses: {
                /** @description Logged in; the session cookie is set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                email: string;
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/oauth2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a social login with one of the site's configured providers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        callbackURL?: string;
                        errorCallbackURL?: string;
                        providerId: string;
                    };
                };
            };
            responses: {
                /** @description Where to send the browser */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account: a link to confirm the e-mail is mailed, which logs the new user in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        callbackURL?: string;
                        /** Format: email */
                        email: string;
                        name: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description The same answer whether the e-mail is new or registered (its owner is mailed a notice) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "check_email";
                        };
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An image of a page (its name never changes, so it is cached for a year) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/*": string;
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer-logos/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dealer’s logo (anyone: its customers’ pages show it; an id is never reused, so cached for a year) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The logo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/*": string;
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/global/v1/ui-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Global state: user, alerts, dealer, tuner, onboarding, automatic codes and the public site options */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The global state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UiState"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: answers without touching the database */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Up */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an order from a cart: fixes its currency, lines, totals and discount codes */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        addresses_the_same?: boolean;
                        billing_address: {
                            address_id: number;
                        } | {
                            city: string;
                            country_code: string;
                            /** @default  */
                            email?: "" | string;
                            full_name: string;
                            line1: string;
                            /** @default  */
                            line2?: string;
                            /** @default  */
                            phone?: string;
                            /** @default  */
                            postal_code?: string;
                            /** @default  */
                            state?: string;
                        };
                        currency?: string;
                        /** @default [] */
                        discount_codes?: string[];
                        /** @default  */
                        email?: "" | string;
                        entries: ({
                            hash: string;
                            /** @enum {string} */
                            kind: "product";
                            options: {
                                option: {
                                    id: number;
                                    name: string;
                                };
                                selection: {
                                    name: string;
                                    pricesByCurrency: {
                                        [key: string]: number;
                                    };
                                };
                            }[];
                            product: {
                                /** @default null */
                                image?: string | null;
                                name: string;
                                pricesByCurrency: {
                                    [key: string]: number;
                                };
                                slug: string;
                                /** @default  */
                                subtext?: string;
                            };
                            quantity: number;
                        } | {
                            hash: string;
                            /** @enum {string} */
                            kind: "catalog-tune";
                            options: {
                                option: {
                                    id: number;
                                    name: string;
                                };
                                selection: {
                                    name: string;
                                    pricesByCurrency: {
                                        [key: string]: number;
                                    };
                                };
                            }[];
                            /** @default [] */
                            parts?: {
                                name: string;
                                /** @default  */
                                note?: string;
                                pricesByCurrency: {
                                    [key: string]: number;
                                };
                                /** @default false */
                                ships?: boolean;
                            }[];
                            product: {
                                /** @default null */
                                image?: string | null;
                                name: string;
                                pricesByCurrency: {
                                    [key: string]: number;
                                };
                                slug: string;
                                /** @default  */
                                subtext?: string;
                            };
                            quantity: number;
                            /**
                             * @default {
                             *       "own": [],
                             *       "rent": false
                             *     }
                             */
                            tools?: {
                                /** @default [] */
                                own?: number[];
                                /** @default false */
                                rent?: boolean;
                            };
                            tuneIds: number[];
                            vehicle: {
                                engine: string;
                                make: string;
                                model: string;
                                path: string;
                                transmission: string | null;
                                year: string;
                            };
                        })[];
                        shipping_address?: {
                            address_id: number;
                        } | {
                            city: string;
                            country_code: string;
                            /** @default  */
                            email?: "" | string;
                            full_name: string;
                            line1: string;
                            /** @default  */
                            line2?: string;
                            /** @default  */
                            phone?: string;
                            /** @default  */
                            postal_code?: string;
                            /** @default  */
                            state?: string;
                        } | null;
                        /** @enum {string|null} */
                        shipping_tier?: "standard" | "express" | null;
                    };
                };
            };
            responses: {
                /** @description The order this Idempotency-Key created before */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedOrder"];
                    };
                };
                /** @description The new order */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedOrder"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order, for its buyer, staff, or with the order's token (the confirmation page) */
        get: {
            parameters: {
                query?: {
                    /** @description The order's invoice token (emailed link) */
                    token?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pays an order with the wire payment fields (idempotent)
         * @description Charges once per order: the same Idempotency-Key returns the first result, a payment while another is in flight is 409 `payment_in_progress`, a committed order is 409 `already_committed`. A decline is 402 with the payment error kind as code and the message to show. Stock is taken in the transaction that commits the order; a sold-out item is 409 `out_of_stock` (refunded if already charged).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        device_data?: string | null;
                        payment_nonce?: string | null;
                        ppe_order_id?: string | null;
                        stripe_payment_method_id?: string | null;
                        stripe_payment_method_new?: boolean | null;
                        test_token?: string | null;
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description The paid order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Payment required: code and message */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prices a cart for a destination: lines, automatic codes, shipping, taxes, total (nothing is kept)
         * @description The currency must be one of the store currencies, else the first store currency is used (SPEC §5). Addresses come from the address book (`address_id`, logged in) or are given; each is verified (422 `unable to resolve address`). 409 `no_shipping_for_destination` / `shipping_tier_not_supported_for_destination` (SPEC §8).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        addresses_the_same?: boolean;
                        billing_address: {
                            address_id: number;
                        } | {
                            city: string;
                            country_code: string;
                            /** @default  */
                            email?: "" | string;
                            full_name: string;
                            line1: string;
                            /** @default  */
                            line2?: string;
                            /** @default  */
                            phone?: string;
                            /** @default  */
                            postal_code?: string;
                            /** @default  */
                            state?: string;
                        };
                        currency?: string;
                        /** @default [] */
                        discount_codes?: string[];
                        /** @default  */
                        email?: "" | string;
                        entries: ({
                            hash: string;
                            /** @enum {string} */
                            kind: "product";
                            options: {
                                option: {
                                    id: number;
                                    name: string;
                                };
                                selection: {
                                    name: string;
                                    pricesByCurrency: {
                                        [key: string]: number;
                                    };
                                };
                            }[];
                            product: {
                                /** @default null */
                                image?: string | null;
                                name: string;
                                pricesByCurrency: {
                                    [key: string]: number;
                                };
                                slug: string;
                                /** @default  */
                                subtext?: string;
                            };
                            quantity: number;
                        } | {
                            hash: string;
                            /** @enum {string} */
                            kind: "catalog-tune";
                            options: {
                                option: {
                                    id: number;
                                    name: string;
                                };
                                selection: {
                                    name: string;
                                    pricesByCurrency: {
                                        [key: string]: number;
                                    };
                                };
                            }[];
                            /** @default [] */
                            parts?: {
                                name: string;
                                /** @default  */
                                note?: string;
                                pricesByCurrency: {
                                    [key: string]: number;
                                };
                                /** @default false */
                                ships?: boolean;
                            }[];
                            product: {
                                /** @default null */
                                image?: string | null;
                                name: string;
                                pricesByCurrency: {
                                    [key: string]: number;
                                };
                                slug: string;
                                /** @default  */
                                subtext?: string;
                            };
                            quantity: number;
                            /**
                             * @default {
                             *       "own": [],
                             *       "rent": false
                             *     }
                             */
                            tools?: {
                                /** @default [] */
                                own?: number[];
                                /** @default false */
                                rent?: boolean;
                            };
                            tuneIds: number[];
                            vehicle: {
                                engine: string;
                                make: string;
                                model: string;
                                path: string;
                                transmission: string | null;
                                year: string;
                            };
                        })[];
                        shipping_address?: {
                            address_id: number;
                        } | {
                            city: string;
                            country_code: string;
                            /** @default  */
                            email?: "" | string;
                            full_name: string;
                            line1: string;
                            /** @default  */
                            line2?: string;
                            /** @default  */
                            phone?: string;
                            /** @default  */
                            postal_code?: string;
                            /** @default  */
                            state?: string;
                        } | null;
                        /** @enum {string|null} */
                        shipping_tier?: "standard" | "express" | null;
                    };
                };
            };
            responses: {
                /** @description The estimate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutEstimate"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers `select 1` and the process is not stopping (503 while it drains) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready to serve */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Readiness"];
                    };
                };
                /** @description Not ready: the database does not answer, or the process is stopping */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/logos/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A logo of the brand theme (its name never changes, so it is cached for a year) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The logo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/*": string;
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user’s saved cart */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The cart (empty when none was saved) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Save the logged-in user’s cart, or merge the browser’s cart into it (`merge: true`, on login)
         * @description Entries are normalised: identical entries (same product slug and option selections) become one line with the quantities added, capped at 20; hashes are recomputed. The currency must be a store currency, else the first store currency is kept.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CartUpdate"];
                };
            };
            responses: {
                /** @description The saved cart */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded product image (its name never changes, so it is cached for a year) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/*": string;
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Store products, 20 per page, with the categories to filter by
         * @description Active products in display order, priced in the display currency (`currency`, else the caller’s preferred one, else the default; a currency that is not a store currency falls back to the first, SPEC §5). `page` is 1-based. Cached; emptied by any product, price or stock write.
         */
        get: {
            parameters: {
                query?: {
                    category?: "flash-tools" | "cables" | "accessories" | "merch";
                    compat_type?: "FZPRO" | "FLASHZILLAV3";
                    currency?: string;
                    kind?: "flash-tool" | "cable" | "accessory" | "merch";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductList"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/product/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product: gallery, description, options with selection prices per currency, stock per location */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductDetail"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user with role, flags and memberships */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            f: ("fzd" | "t" | "ct" | "f" | "tsa" | "da" | "tcro" | "tcrw" | "tex" | "dsig" | "sig" | "tm")[];
                            id: string;
                            memberships: {
                                /** @enum {string} */
                                kind: "dealer" | "tuner" | "affiliate";
                                name: string;
                                organizationId: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "member";
                                slug: string;
                            }[];
                            name: string;
                            preferred_display_currency: string | null;
                            /** @enum {string} */
                            role: "user" | "staff" | "calibrator" | "admin" | "superadmin";
                            roles: ("customer" | "dealer" | "tuner" | "affiliate" | "tool-developer" | "staff" | "calibrator" | "admin" | "superadmin")[];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update own profile and display currency */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        preferred_display_currency: string | null;
                    };
                };
            };
            responses: {
                /** @description The updated user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            f: ("fzd" | "t" | "ct" | "f" | "tsa" | "da" | "tcro" | "tcrw" | "tex" | "dsig" | "sig" | "tm")[];
                            id: string;
                            memberships: {
                                /** @enum {string} */
                                kind: "dealer" | "tuner" | "affiliate";
                                name: string;
                                organizationId: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "member";
                                slug: string;
                            }[];
                            name: string;
                            preferred_display_currency: string | null;
                            /** @enum {string} */
                            role: "user" | "staff" | "calibrator" | "admin" | "superadmin";
                            roles: ("customer" | "dealer" | "tuner" | "affiliate" | "tool-developer" | "staff" | "calibrator" | "admin" | "superadmin")[];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/account/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every purchase of the caller's own account in one list, newest first (1-based page): store orders, tune bundles, tune requests, rescue sessions and tune credit codes, each with its status and next action (decision 0070) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of purchases */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created_at: string;
                                href: string;
                                id: number;
                                /** @enum {string} */
                                kind: "store-order" | "tune-bundle" | "tune-request" | "rescue-session" | "credit-codes";
                                kind_label: string;
                                next_action: {
                                    href: string;
                                    /** @enum {string} */
                                    kind: "download" | "upload" | "pay" | "track" | "view";
                                    label: string;
                                };
                                reference: string;
                                status: string;
                                status_label: string;
                                title: string;
                                total: {
                                    amount_minor: number;
                                    currency: string;
                                } | null;
                            }[];
                            meta: {
                                page: number;
                                pages: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user's address book */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Addresses, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                city: string;
                                country_code: string;
                                /** @default  */
                                email: "" | string;
                                full_name: string;
                                id: number;
                                line1: string;
                                /** @default  */
                                line2: string;
                                /** @default  */
                                phone: string;
                                /** @default  */
                                postal_code: string;
                                readonly: boolean;
                                /** @default  */
                                state: string;
                            }[];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add an address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        city: string;
                        country_code: string;
                        /** @default  */
                        email?: "" | string;
                        full_name: string;
                        line1: string;
                        /** @default  */
                        line2?: string;
                        /** @default  */
                        phone?: string;
                        /** @default  */
                        postal_code?: string;
                        /** @default  */
                        state?: string;
                    };
                };
            };
            responses: {
                /** @description The new address */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            country_code: string;
                            /** @default  */
                            email: "" | string;
                            full_name: string;
                            id: number;
                            line1: string;
                            /** @default  */
                            line2: string;
                            /** @default  */
                            phone: string;
                            /** @default  */
                            postal_code: string;
                            readonly: boolean;
                            /** @default  */
                            state: string;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an address */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an address (If-Unmodified-Since honoured) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        city?: string;
                        country_code?: string;
                        /** @default  */
                        email?: "" | string;
                        full_name?: string;
                        line1?: string;
                        /** @default  */
                        line2?: string;
                        /** @default  */
                        phone?: string;
                        /** @default  */
                        postal_code?: string;
                        /** @default  */
                        state?: string;
                    };
                };
            };
            responses: {
                /** @description The changed address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            country_code: string;
                            /** @default  */
                            email: "" | string;
                            full_name: string;
                            id: number;
                            line1: string;
                            /** @default  */
                            line2: string;
                            /** @default  */
                            phone: string;
                            /** @default  */
                            postal_code: string;
                            readonly: boolean;
                            /** @default  */
                            state: string;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/become-dealer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s latest dealer application and its status (null when they never applied) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyDealerApplication"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Apply to become a dealer: the fields as JSON in `application` and 1–5 documents (PDF, JPEG or PNG, 5 MB each; checked by their bytes). One open application per user (409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description DealerApplicationFields as JSON */
                        application: string;
                        /** @description PDF, JPEG or PNG files */
                        documents: string[];
                    };
                };
            };
            responses: {
                /** @description The application, submitted */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerApplication"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/beta-programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The beta programs open for sign-up and those closed, open ones first (drafts are never listed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The programs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BetaProgramList"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/beta-programs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One open or closed beta program: its description (sanitized HTML), eligibility, places left, and the asker’s own application when logged in (a draft is a 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The program */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BetaProgram"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/beta-programs/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply to a beta program (logged in). The vehicle and tool must match its eligibility (422 naming what does not); a closed or full program, or a second application, is a 409. A withdrawn applicant may apply again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BetaApplicationInput"];
                };
            };
            responses: {
                /** @description The application */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            decided_at: string | null;
                            engine: string;
                            id: number;
                            make: {
                                name: string;
                                slug: string;
                            };
                            model: string;
                            notes: string;
                            staff_note: string;
                            /** @enum {string} */
                            status: "applied" | "accepted" | "declined" | "withdrawn";
                            tool: {
                                id: number;
                                name: string;
                            } | null;
                            year: number;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/beta-programs/{id}/applications/mine/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw the asker’s own application (applied or accepted; its place frees up). Withdrawing again answers the same; a declined one is a 409 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application, withdrawn */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            decided_at: string | null;
                            engine: string;
                            id: number;
                            make: {
                                name: string;
                                slug: string;
                            };
                            model: string;
                            notes: string;
                            staff_note: string;
                            /** @enum {string} */
                            status: "applied" | "accepted" | "declined" | "withdrawn";
                            tool: {
                                id: number;
                                name: string;
                            } | null;
                            year: number;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff bio with its number of published posts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bios */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BioList"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bio/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A staff member’s bio (sanitized HTML) and their published posts, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bio */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bio"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/blog-feed/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest 20 published posts as RSS 2.0 (`rss`) or Atom 1.0 (`atom`), optionally of one tag */
        get: {
            parameters: {
                query?: {
                    tag?: "Home" | "Products" | "Vehicles" | "News" | "Dealer";
                };
                header?: never;
                path: {
                    format: "rss" | "atom";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The feed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/atom+xml": string;
                        "application/rss+xml": string;
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/blog-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published posts, newest first, paged; `tag` one of SPEC §3’s blog tags, `author` a bio’s slug */
        get: {
            parameters: {
                query?: {
                    author?: string;
                    page?: number;
                    per_page?: number;
                    tag?: "Home" | "Products" | "Vehicles" | "News" | "Dealer";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of posts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BlogPostList"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/blog-posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published post with its HTML (sanitized); a draft or a post not yet live is a 404, except for staff */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BlogPost"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/braintree/client-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Braintree client token for Drop-in in the browser (404 when Braintree is off) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The token */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client_token: string;
                        };
                    };
                };
                /** @description Payment required: code and message */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog-purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s purchases (staff: everyone’s with scope=all), newest first, 1-based page */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    scope?: "own" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogPurchaseList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog-purchases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One purchase with its conversation (buyer and staff; others 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The purchase */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogPurchaseDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the notes or the vehicle’s VIN (buyer; If-Unmodified-Since → 412 when stale) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CatalogPurchasePatch"];
                };
            };
            responses: {
                /** @description The purchase */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogPurchaseDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/catalog-purchases/{id}/open-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer opens a conversation with support about the purchase */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CatalogPurchaseMessage"];
                };
            };
            responses: {
                /** @description The purchase */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogPurchaseDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog-purchases/{id}/reply-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer or staff reply in the purchase’s conversation (409 no_ticket before one is opened) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CatalogPurchaseMessage"];
                };
            };
            responses: {
                /** @description The purchase */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogPurchaseDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price tunes of a vehicle with the flash tool (buy, rent or own) and install fee, in the display currency and at the caller’s prices */
        post: {
            parameters: {
                query?: {
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CatalogEstimateRequest"];
                };
            };
            responses: {
                /** @description The estimate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogEstimate"];
                    };
                };
                /** @description The estimate, saved as a purchase to pay */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogEstimate"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a saved purchase: 402 with the payment message on decline; a retry with the same Idempotency-Key replays; paying again is 409 already_committed */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CatalogPayRequest"];
                };
            };
            responses: {
                /** @description The paid purchase */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogPurchase"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payment required: code and message */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/pay-later": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dealer members: bill the purchase to the dealer (409 dealer_missing_billing_info, dealer_hit_credit_limit, already_committed) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CatalogPayLaterRequest"];
                };
            };
            responses: {
                /** @description The billed purchase */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogPurchase"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/via-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask support to handle the purchase: it becomes a ticket with the buyer’s message */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CatalogViaTicketRequest"];
                };
            };
            responses: {
                /** @description The purchase, now a ticket */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogPurchaseDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The contact page's message (anyone): a GENERAL ticket, confirmed by mail with its link. Without name, subject or message: 422 'ticket is not valid'; a few an hour per address and per e-mail (429) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ContactUs"];
                };
            };
            responses: {
                /** @description Received; a confirmation is mailed */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactUsAnswer"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/content/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image for a page (staff): PNG, JPEG, WebP or GIF told by its bytes, 5 MB at most, in the field `image`; answers the address to write as ![description](address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description PNG, JPEG, WebP or GIF, 5 MB at most
                         */
                        image: string;
                    };
                };
            };
            responses: {
                /** @description The image’s address */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentImage"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/content/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Markdown rendered and sanitized as a page will show it (staff writing pages, posts and issues) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ContentPreviewRequest"];
                };
            };
            responses: {
                /** @description The HTML */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentHtml"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversion-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The conversion rate between two store currencies */
        get: {
            parameters: {
                query: {
                    currency_from: string;
                    currency_to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConversionRate"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Staff: set the conversion rate between two store currencies */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currency_from: string;
                        currency_to: string;
                        rate: string | number;
                    };
                };
            };
            responses: {
                /** @description The saved rate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConversionRate"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every ISO 3166-1 country with its English name, sorted by name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Countries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Country"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in customer’s tickets, newest activity first (SPEC §7 customer-tickets) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerTicketList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealer-invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invitation as its invitee sees it: the dealer and the role (404 unless logged in with its e-mail) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invitation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerInvitation"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealer-invites/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: the invitee becomes a member with its role
         * @description Once: a second accept is a 409 invitation_accepted; a canceled or expired invitation a 409 invitation_canceled or invitation_expired.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Accepted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerInvitation"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealer-representatives/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A message to the dealer team (public; a few an hour from one address, then 429) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RepresentativeContact"];
                };
            };
            responses: {
                /** @description Received */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RepresentativeContactAnswer"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealer-specializations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What dealers may be known for: the locator’s filter and the application’s choices (anyone) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The specializations, in their order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerSpecializationList"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealer-tool-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What dealers get: the dealer-ownable tools with their retail and dealer prices in the display currency, and the specializations an application may name */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tools and specializations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerToolOffers"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealers the signed-in user is a member of, with the portal tabs each lets them open */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dealers, by name */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                may: {
                                    manage: boolean;
                                    members: boolean;
                                };
                                name: string;
                                slug: string;
                                /** @enum {string} */
                                status: "active" | "suspended" | "archived";
                                tabs: ("group" | "balance" | "pay-balance" | "statements" | "transfers" | "tune-credits" | "fz-orders" | "disbursements" | "members" | "settings" | "branding" | "signature-authority")[];
                                /** @enum {string} */
                                viewer_role: "owner" | "manager" | "member" | "staff" | "admin";
                            }[];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers-nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer locator: the nearest active dealers (at most 20) to an address or postal code, optionally of one specialization; distances in km (`unit` says how the region reads them) */
        get: {
            parameters: {
                query: {
                    q: string;
                    specialization?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dealers, nearest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealersNearby"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dealer as its portal shows it to the asker: its members, staff and admins (404 for anyone else) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dealer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            may: {
                                manage: boolean;
                                members: boolean;
                            };
                            name: string;
                            slug: string;
                            /** @enum {string} */
                            status: "active" | "suspended" | "archived";
                            tabs: ("group" | "balance" | "pay-balance" | "statements" | "transfers" | "tune-credits" | "fz-orders" | "disbursements" | "members" | "settings" | "branding" | "signature-authority")[];
                            /** @enum {string} */
                            viewer_role: "owner" | "manager" | "member" | "staff" | "admin";
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s addresses: its shop and its billing address (owner, manager; staff read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The addresses */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerAddressList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s money per currency (balance, credit limit, available) and credits, sums of the ledger */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The balance */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerBalance"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s colours and logo, as its invoices, statements and customers’ pages draw them (members, staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The branding */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerBranding"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Save the dealer’s colours (#rrggbb) and logo (an upload’s id), or none (owner, manager); audited */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DealerBrandingInput"];
                };
            };
            responses: {
                /** @description The branding as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerBranding"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/branding/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a logo for the dealer (owner, manager): `logo`, PNG, JPEG or WebP told by its bytes (never SVG), at most 512 KB; a save names it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        logo: string;
                    };
                };
            };
            responses: {
                /** @description The stored logo’s id and address */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerLogoUpload"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/credit-limit-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the shop for a higher credit limit in a currency: a named signatory of the dealer only (403)
         * @description Stored and shown to admins on the dealer’s page; audited. The amount must be above the current limit.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreditLimitRequestCreate"];
                };
            };
            responses: {
                /** @description The request */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreditLimitRequest"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy tune credits into the dealer’s own account, paid on its balance (owner, manager, admin)
         * @description One balanced ledger transaction: the price leaves the dealer’s balance, the credits come from the shop’s issued account. 409 dealer_hit_credit_limit past the credit limit, 409 dealer_missing_billing_info without billing information. A retry with the same Idempotency-Key answers the first purchase with 200.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key": string;
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credits: number;
                        currency: string;
                        /** @enum {string} */
                        kind: "ecu" | "tcu" | "awd";
                    };
                };
            };
            responses: {
                /** @description A retry: the first purchase */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerCreditPurchase"];
                    };
                };
                /** @description Bought */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerCreditPurchase"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The portal’s dashboard: money (owners, managers, staff), credits, open requests, recent activity */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dashboard */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerDashboard"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/disbursements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the shop paid out to the dealer, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The disbursements */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: {
                                    amount_minor: number;
                                    currency: string;
                                };
                                at: string;
                                memo: string;
                                transaction_id: string;
                            }[];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/display-currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A dealer manager: set the dealer’s preferred display currency (null: none) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        preferred_display_currency: string | null;
                    };
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preferred_display_currency: string | null;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The postings of the dealer’s balance in one currency, newest first, each with the balance after it */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                    from?: string;
                    kind?: "dealer-purchase" | "dealer-payment" | "dealer-refund" | "dealer-transfer" | "dealer-disbursement" | "value-transfer";
                    page?: number;
                    per_page?: number;
                    to?: string;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of postings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerEntryList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/entries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered postings of the dealer’s balance as CSV, streamed
         * @description RFC 4180 (CRLF, quoted where needed); a text cell starting with = + - @ tab or CR gets a leading apostrophe, amounts are plain numbers.
         */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                    from?: string;
                    kind?: "dealer-purchase" | "dealer-payment" | "dealer-refund" | "dealer-transfer" | "dealer-disbursement" | "value-transfer";
                    to?: string;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV file, as an attachment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/fz-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s flash-tool orders, newest first, with their shipping state (members, staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The orders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FzOrderList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Order flash tools in bulk at dealer prices, paid on the dealer’s balance (owner, manager); audited
         * @description Order type FLASHZILLAV3 unless given (SPEC §3); every tool of that type. 409 dealer_missing_billing_info without a billing address, 409 dealer_hit_credit_limit past the credit limit. A retry with the same Idempotency-Key answers the first order with 200.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key": string;
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FzOrderInput"];
                };
            };
            responses: {
                /** @description A retry: the order this key placed first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FzOrder"];
                    };
                };
                /** @description The order, placed and paid */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FzOrder"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/fz-orders/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The flash tools the dealer may order, at its dealer prices, and how far its balance reaches (members) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tools and prices */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FzOrderCatalog"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s pending invitations, expired ones included, newest first (dealer:settings-read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invitations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DealerInvite"][];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Invite an e-mail address to the dealer and e-mail it the link (dealer:members; owner role by an owner)
         * @description The link expires after 7 days. An address with a pending invitation gets that one back (200, no second e-mail); a member’s address is a 409 dealer_already_member.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @example new.member@example.com */
                        email: string;
                        /**
                         * @default member
                         * @enum {string}
                         */
                        role?: "owner" | "manager" | "member";
                    };
                };
            };
            responses: {
                /** @description The pending invitation of this address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerInvite"];
                    };
                };
                /** @description Invited */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerInvite"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a pending invitation: its link stops working (dealer:members) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Canceled */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/invites/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a pending invitation again, good for another 7 days (dealer:members) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sent again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerInvite"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the dealer’s invoices (tune-credit codes bought for it), with its letterhead, to print */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerInvoice"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a dealer the asker is a member of (the last owner cannot: 409 dealer_last_owner) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Left */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            left: true;
                            slug: string;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s activity log: audited changes to the dealer and its objects, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DealerActivity"][];
                            meta: {
                                page: number;
                                pages: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s members with their role and since when: owners, managers and staff (dealer:settings-read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Owners first, then managers and members */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DealerMember"][];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a member out of the dealer (dealer:members; an owner by an owner only)
         * @description 409 dealer_last_owner for the last owner. Audited, with the dealer as subject.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Give a member another role (dealer:members; the owner role by an owner only)
         * @description 409 dealer_last_owner when it would leave the dealer without an owner. Audited, with the dealer as subject.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "owner" | "manager" | "member";
                    };
                };
            };
            responses: {
                /** @description The member with the new role */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerMember"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/dealers/{slug}/onboarding-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s onboarding checklist: billing, first member, tools, branding, first credit purchase (members) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checklist */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerOnboardingProgress"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/pay-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay the dealer’s balance, or part of it, by card (owner, manager, admin)
         * @description Charges the card through the payment layer and posts dealer-payment on the ledger at once, audited. A retry with the same Idempotency-Key answers the first payment with 200 (charged once); the key sent with another amount is 409 idempotency_key_reused. Any positive amount is taken: above zero the dealer has paid ahead.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key": string;
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount_minor: number;
                        currency: string;
                        device_data?: string | null;
                        payment_nonce?: string | null;
                        ppe_order_id?: string | null;
                        stripe_payment_method_id?: string | null;
                        stripe_payment_method_new?: boolean | null;
                        test_token?: string | null;
                    };
                };
            };
            responses: {
                /** @description A retry: the first payment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerPayment"];
                    };
                };
                /** @description Paid */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerPayment"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payment required: code and message */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/preferred": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make this dealer the one the shop prices for and the global state names (a member’s own choice) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Chosen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            preferred: true;
                            slug: string;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s company, shop and billing addresses and display currency (owner, manager; staff read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The settings; Last-Modified for If-Unmodified-Since */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerSettings"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Save the dealer’s settings (owner, manager); audited
         * @description Send If-Unmodified-Since (the Last-Modified of the read): 412 when they changed since. A changed shop address is geocoded (422 `unable to resolve address` on its field); a changed billing address becomes a new read-only address. The display currency must be a store currency.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DealerSettingsInput"];
                };
            };
            responses: {
                /** @description The settings as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerSettings"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s account at the end of a day (default today): balances and credits as of then, open transfers and requests, unpaid statements, members */
        get: {
            parameters: {
                query?: {
                    date?: string;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The snapshot */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerSnapshot"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/specializations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every specialization, each with whether the dealer has it (owner, manager; staff read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The specializations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerSpecializationChoiceList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Sync the dealer’s specializations, SPEC §3 specialization {id}: the whole list (owner, manager) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DealerSpecializationsInput"];
                };
            };
            responses: {
                /** @description The specializations as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerSpecializationChoiceList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s monthly statements: this month’s open one per currency, then the issued ones, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The statements */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accepted_at: string | null;
                                accepted_by: string | null;
                                closing: {
                                    amount_minor: number;
                                    currency: string;
                                };
                                currency: string;
                                due_date: string | null;
                                id: string;
                                issued_at: string | null;
                                number: string | null;
                                opening: {
                                    amount_minor: number;
                                    currency: string;
                                };
                                overdue: boolean;
                                period_last_day: string;
                                period_start: string;
                                /** @enum {string} */
                                status: "open" | "issued" | "accepted";
                            }[];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/statements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One statement (an issued one’s id, or current-<currency>) with every posting and the balance after it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The statement */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accepted_at: string | null;
                            accepted_by: string | null;
                            closing: {
                                amount_minor: number;
                                currency: string;
                            };
                            currency: string;
                            due_date: string | null;
                            id: string;
                            issued_at: string | null;
                            letterhead: {
                                accent_color: string;
                                address: string[];
                                dealer_name: string;
                                email: string;
                                legal_name: string;
                                logo_url: string | null;
                                primary_color: string;
                                shop_address: string[];
                                shop_legal_name: string;
                                shop_name: string;
                                tax_id: string;
                            };
                            lines: {
                                amount: {
                                    amount_minor: number;
                                    currency: string;
                                };
                                at: string;
                                balance: {
                                    amount_minor: number;
                                    currency: string;
                                };
                                kind: string;
                                kind_label: string;
                                memo: string;
                                transaction_id: string;
                            }[];
                            may_accept: boolean;
                            number: string | null;
                            opening: {
                                amount_minor: number;
                                currency: string;
                            };
                            overdue: boolean;
                            pdf_url: string;
                            period_last_day: string;
                            period_start: string;
                            signatories: string[];
                            /** @enum {string} */
                            status: "open" | "issued" | "accepted";
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/statements/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A named signatory accepts an issued statement (decision 0107); the open month’s is a 409, one accepted by someone else a 409 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The statement with its acceptance */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accepted_at: string | null;
                            accepted_by: string | null;
                            closing: {
                                amount_minor: number;
                                currency: string;
                            };
                            currency: string;
                            due_date: string | null;
                            id: string;
                            issued_at: string | null;
                            letterhead: {
                                accent_color: string;
                                address: string[];
                                dealer_name: string;
                                email: string;
                                legal_name: string;
                                logo_url: string | null;
                                primary_color: string;
                                shop_address: string[];
                                shop_legal_name: string;
                                shop_name: string;
                                tax_id: string;
                            };
                            lines: {
                                amount: {
                                    amount_minor: number;
                                    currency: string;
                                };
                                at: string;
                                balance: {
                                    amount_minor: number;
                                    currency: string;
                                };
                                kind: string;
                                kind_label: string;
                                memo: string;
                                transaction_id: string;
                            }[];
                            may_accept: boolean;
                            number: string | null;
                            opening: {
                                amount_minor: number;
                                currency: string;
                            };
                            overdue: boolean;
                            pdf_url: string;
                            period_last_day: string;
                            period_start: string;
                            signatories: string[];
                            /** @enum {string} */
                            status: "open" | "issued" | "accepted";
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/statements/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One statement as a PDF download */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/support-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the shop’s support is open now, its hours, and the dealer’s open tickets */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The support status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hours: string;
                            open_now: boolean;
                            open_tickets: number;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s support tickets: none until support tickets exist (an empty page) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of tickets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                status: string;
                                subject: string;
                            }[];
                            meta: {
                                page: number;
                                pages: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The flash tools a dealer may own, with its install fee for those it does (owner, manager; staff read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tools */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerToolList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Sync the tools the dealer owns, SPEC §3 dealer tool {id, install_fee}: the whole list (owner, manager)
         * @description A tool a dealer may not own, or one listed twice, is a 422 naming its index (`tools.2.id`).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DealerToolsInput"];
                };
            };
            responses: {
                /** @description The tools as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerToolList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/transfer-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request up to 50 transfers at once under one memo */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key": string;
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DealerTransferGroupInput"];
                };
            };
            responses: {
                /** @description A retry: the group this key requested first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransferGroup"];
                    };
                };
                /** @description The group and its transfers */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransferGroup"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/transfer-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group of transfer requests of the dealer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The group */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransferGroup"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/transfer-groups/{id}/perform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send every transfer of a group that may be sent, each its own ledger transaction
         * @description The answer lists in `refused` each transfer that could not be sent (too few credits…), with why.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The group, after */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransferGroup"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer’s transfer requests, newest first, optionally of one state */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    state?: "pending" | "reviewed" | "performed" | "cancelled" | "locked";
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of transfers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransferList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Request a transfer of credits or money to a customer (by e-mail) or another dealer (by slug)
         * @description Nothing moves until the transfer is performed. An amount of 0 is a transfer whose amount is set later. A retry with the same Idempotency-Key answers the first transfer with 200.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key": string;
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DealerTransferInput"];
                };
            };
            responses: {
                /** @description A retry: the transfer this key requested first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransfer"];
                    };
                };
                /** @description The transfer, waiting for review */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransfer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transfer request of the dealer, with what the asker may do to it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The transfer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransfer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/transfers/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a transfer that was not sent, cancelled or locked (409 otherwise) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The transfer, changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransfer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/transfers/{id}/perform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a pending or reviewed transfer: one balanced ledger transaction
         * @description Performed twice (or twice at once), the value moves once: the second answers the performed transfer. 409 insufficient_balance when the dealer’s credits would go below zero, dealer_hit_credit_limit when its money would go below minus its credit limit; 409 transfer_needs_value for an amount of 0.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The transfer, changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransfer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/transfers/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a pending transfer as reviewed (409 when it is not pending or its amount is 0) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The transfer, changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransfer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/transfers/{id}/set-value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the amount of a pending transfer of 0 (409 when it already has one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DealerTransferSetValue"];
                };
            };
            responses: {
                /** @description The transfer, with its amount */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransfer"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/transfers/lock-old": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock every pending or reviewed transfer 30 days old or more: they can no longer be sent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many were locked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerTransferLockOld"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/tune-credit-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tune credit codes the dealer bought, newest first, with who claimed each (every member) */
        get: {
            parameters: {
                query?: {
                    claimed?: "yes" | "no";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of codes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DealerCodeList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers/{slug}/tune-credit-codes/{code}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail an unclaimed code of the dealer to a customer (owner, manager, admin); claimed: 409 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description Sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            recipient_email: string;
                            sent: boolean;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/categories/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tunes of one category page (SPEC §2), filterable by make, paged
         * @description Categories: engine-tuning, turbo-tuning, performance-tuning, eco-tuning, tcu-tuning, stage-1-tuning, stage-2-tuning, stage-3-tuning, stage-4-tuning, diesel-tuning. Pages are 1-based (`page`, `per_page` ≤ 100). An unknown category or make is a 404. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The display currency. Without it, the caller's display currency (their preferred one, else the site's default); one the store does not sell in falls back to the first store currency (SPEC §5). */
                    currency?: string;
                    make?: string;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    category: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of tunes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CategoryPage"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/dyno-csv/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One dyno run with its curves
         * @description Wheel figures; crank = wheel × crank_factor. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dyno run */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DynoCsv"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/fz3-compat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vehicles a FZ3 tool can tune
         * @description Every engine or transmission with a tune that a FZ3 tool may flash (its tool restrictions and the global rules applied), in catalog order. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The compatible vehicles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompatList"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/fz3-compat/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Be told when the FZ3 compatibility list grows
         * @description Stores the address once per tool kind (trimmed, lower-cased); sending it again answers the same 200 and stores nothing more. A malformed address is a 422.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CompatSubscribeBody"];
                };
            };
            responses: {
                /** @description Subscribed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompatSubscription"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/fzl-compat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vehicles a FZL tool can tune
         * @description Every engine or transmission with a tune that a FZL tool may flash (its tool restrictions and the global rules applied), in catalog order. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The compatible vehicles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompatList"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/fzl-compat/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Be told when the FZL compatibility list grows
         * @description Stores the address once per tool kind (trimmed, lower-cased); sending it again answers the same 200 and stores nothing more. A malformed address is a 422.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CompatSubscribeBody"];
                };
            };
            responses: {
                /** @description Subscribed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompatSubscription"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/global-compat-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tool compatibility rules that apply to every vehicle (SPEC §9)
         * @description A rule denies a tool for tunes of a tune type (any when null) on a make (any when null). Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rules */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GlobalCompatRuleList"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/guide/{make}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The buying guide of a make
         * @description The steps of what to buy for a make or one vehicle: the editorial steps of the catalog's guides (the engine's, else the model's, else the make's), and for an engine its tunes, the tool that flashes them (the cheapest combination for the first stage) and its add-ons. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The display currency. Without it, the caller's display currency (their preferred one, else the site's default); one the store does not sell in falls back to the first store currency (SPEC §5). */
                    currency?: string;
                };
                header?: never;
                path: {
                    make: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The guide */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Guide"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/guide/{make}/{year}/{model}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The buying guide of a model
         * @description The steps of what to buy for a make or one vehicle: the editorial steps of the catalog's guides (the engine's, else the model's, else the make's), and for an engine its tunes, the tool that flashes them (the cheapest combination for the first stage) and its add-ons. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The display currency. Without it, the caller's display currency (their preferred one, else the site's default); one the store does not sell in falls back to the first store currency (SPEC §5). */
                    currency?: string;
                };
                header?: never;
                path: {
                    make: string;
                    model: string;
                    /** @description The word Series or a year with an optional single decimal digit (SPEC §2); anything else is a 404. */
                    year: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The guide */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Guide"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/guide/{make}/{year}/{model}/{engine}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The buying guide of one vehicle
         * @description The steps of what to buy for a make or one vehicle: the editorial steps of the catalog's guides (the engine's, else the model's, else the make's), and for an engine its tunes, the tool that flashes them (the cheapest combination for the first stage) and its add-ons. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The display currency. Without it, the caller's display currency (their preferred one, else the site's default); one the store does not sell in falls back to the first store currency (SPEC §5). */
                    currency?: string;
                };
                header?: never;
                path: {
                    engine: string;
                    make: string;
                    model: string;
                    /** @description The word Series or a year with an optional single decimal digit (SPEC §2); anything else is a 404. */
                    year: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The guide */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Guide"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/list-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every vehicle (make, year, model, engine) with its tune count and from-price
         * @description For the sitemap and the all-tunes page, in catalog order (make, year descending, model, engine). Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The display currency. Without it, the caller's display currency (their preferred one, else the site's default); one the store does not sell in falls back to the first store currency (SPEC §5). */
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every vehicle */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VehicleList"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/makes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every make, by name
         * @description The makes of the catalog. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The makes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MakeList"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/makes/{make}/years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A make's years, descending (SPEC §5)
         * @description Years sort descending numerically; Series comes last. `seo` is the make's SEO text, where set. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    make: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The years */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["YearList"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/makes/{make}/years/{year}/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The models of a make in a year
         * @description By name. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    make: string;
                    /** @description The word Series or a year with an optional single decimal digit (SPEC §2); anything else is a 404. */
                    year: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The models */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ModelList"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The engines of a model
         * @description By name, with stock output at the crank. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    make: string;
                    model: string;
                    /** @description The word Series or a year with an optional single decimal digit (SPEC §2); anything else is a 404. */
                    year: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The engines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EngineList"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One engine with its tunes, tool restrictions, other-role discounts and transmissions
         * @description Tunes priced in the display currency; `dealerprice` and `dealeraddonprice` are null unless the caller is a member of a dealer, staff or an admin. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The display currency. Without it, the caller's display currency (their preferred one, else the site's default); one the store does not sell in falls back to the first store currency (SPEC §5). */
                    currency?: string;
                };
                header?: never;
                path: {
                    engine: string;
                    make: string;
                    model: string;
                    /** @description The word Series or a year with an optional single decimal digit (SPEC §2); anything else is a 404. */
                    year: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The engine */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EngineDetail"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}/transmissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The transmissions of an engine
         * @description By name. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    engine: string;
                    make: string;
                    model: string;
                    /** @description The word Series or a year with an optional single decimal digit (SPEC §2); anything else is a 404. */
                    year: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The transmissions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TransmissionList"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}/transmissions/{transmission}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transmission with its tunes and tool restrictions
         * @description Priced as the engine detail. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The display currency. Without it, the caller's display currency (their preferred one, else the site's default); one the store does not sell in falls back to the first store currency (SPEC §5). */
                    currency?: string;
                };
                header?: never;
                path: {
                    engine: string;
                    make: string;
                    model: string;
                    transmission: string;
                    /** @description The word Series or a year with an optional single decimal digit (SPEC §2); anything else is a 404. */
                    year: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The transmission */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TransmissionDetail"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecu/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every flash tool, priced (the tool compatibility solver in the browser needs them)
         * @description Price, rent price (rentable tools only) and install fee in the display currency. Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The display currency. Without it, the caller's display currency (their preferred one, else the site's default); one the store does not sell in falls back to the first store currency (SPEC §5). */
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tools */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ToolList"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/editable-pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A content page as visitors read it (`fz__guide` for /fz/guide): title, description, the sanitized HTML, when it changed; the FAQ grouped. ETag and Last-Modified: a matching If-None-Match is a 304 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EditablePage"];
                    };
                };
                /** @description Not modified since the ETag sent */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Featured tunes and products for the home page, priced in one currency
         * @description Active items in display order. Without `currency`, the display currency of the global state (the user's preferred one, else the region's default); a currency that is not one of the store currencies falls back to the first store currency (SPEC §5). `price` is null where an item has no price in it.
         */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The featured items */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeaturedList"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/feedback/{id}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a feedback link rates, and whether it was answered (a wrong token or id: 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The feedback request */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedbackRequest"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Rate it 1–5 with a comment, once (a second time: 409 'This feedback was already sent.') */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FeedbackAnswer"];
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedbackRequest"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fz-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One flash-tool order (its dealer’s members, staff; 404 for anyone else) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FzOrder"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a flash-tool order’s shipping state (staff): shipped with a tracking number, delivered, or cancelled
         * @description Cancelling refunds the dealer’s balance in the same transaction. Audited.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FzOrderUpdate"];
                };
            };
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FzOrder"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/kit-builder/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kit builder’s steps (tool, cable, accessories, extras); 404 unless the kit builder is on */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The steps */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["KitBuilderTree"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The graphing endpoint: upload a datalog (CSV); answers where its graph page is */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Parsed and stored */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedDatalog"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A parsed datalog: its channels with min, max and average (owner and staff; others 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Datalog"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The log's file as uploaded (the graph page parses it in the browser), checked against its SHA-256 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description The bytes of the one range a `Range: bytes=…` header asked for, with their Content-Range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/newsletter/confirm/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a sign-up with the mailed token (once; the link works for 7 days) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The token of the mailed link */
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Confirmed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterConfirmAnswer"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/newsletter/issues/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sent issue’s web view (a draft, or one still being sent, is a 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The issue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterPublicIssue"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/newsletter/lists/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A newsletter list’s title and description */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The list */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterList"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/newsletter/my-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s lists and whether the account’s address gets each */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The lists */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterMySubscriptions"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/newsletter/my-subscriptions/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Subscribe or unsubscribe the signed-in user’s address (confirmed at sign-up, so at once) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewsletterMySubscriptionChange"];
                };
            };
            responses: {
                /** @description The lists */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterMySubscriptions"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up to a list (double opt-in): a confirmation link is mailed. The answer is the same whether the address was new, waiting or confirmed; too many sign-ups from one client address in an hour are a 429 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewsletterSubscribeRequest"];
                };
            };
            responses: {
                /** @description Received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterSubscribeAnswer"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/newsletter/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an unsubscribe link is about: the list and address (changes nothing; mail scanners follow links) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The token of the mailed link */
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The link’s list and address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterUnsubscribeLink"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Unsubscribe the link’s holder: the one-click POST of RFC 8058 (form body `List-Unsubscribe=One-Click`, sent by a mail provider without cookies or Origin) or the page’s button. Again is the same answer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The token of the mailed link */
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/x-www-form-urlencoded": {
                        "List-Unsubscribe"?: string;
                    };
                };
            };
            responses: {
                /** @description Unsubscribed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterUnsubscribeAnswer"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user's orders, newest first (1-based page) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of orders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Order"][];
                            page: number;
                            pages: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order of the logged-in user (staff: any) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Staff: set the tracking number, the dealer-fulfilled flag and the status (SPEC §4) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dealer_fulfilled?: boolean;
                        /** @enum {string} */
                        status?: "paid" | "shipped" | "delivered";
                        tracking_number?: string | null;
                    };
                };
            };
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/orders/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attaches a guest's paid order to the logged-in account and delivers its tunes as tune requests
         * @description Decision 0069. The order's token (from the emailed link) proves the purchase. The order becomes the caller's and each tune line one tune request, paid and waiting for the ECU read; calling again answers the same requests. A wrong token, or an order that is someone else's, is 404; an unpaid order 409 `order_not_paid`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description The order is the caller’s; its tune requests */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            next_path: string;
                            order_id: number;
                            requests: {
                                id: number;
                                path: string;
                                /** @enum {string} */
                                status: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
                                status_label: string;
                            }[];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice of an order by its emailed token (no login needed); another order’s token is 404 */
        get: {
            parameters: {
                query?: {
                    /** @description The order's invoice token (emailed link) */
                    token?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderInvoice"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice as a PDF download */
        get: {
            parameters: {
                query?: {
                    /** @description The order's invoice token (emailed link) */
                    token?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-method-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which payment methods are on, with their public keys (and the test cards when the test provider is on) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethodSettings"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff board: requests in columns by status (staff: all; a tuner: their company’s) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Columns */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PipelineBoard"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** A worker action: JSON {action: take | reject (with reason) | deliver, tune_request_id, note}; or multipart {action: upload, tune_request_id, note, file} for the tuned file */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "take" | "reject" | "deliver";
                        note?: string;
                        reason?: string;
                        tune_request_id: number;
                    };
                    "multipart/form-data": {
                        /** @enum {string} */
                        action: "upload";
                        /** Format: binary */
                        file: string;
                        note?: string;
                        tune_request_id: string;
                    };
                };
            };
            responses: {
                /** @description Done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestStatusChange"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recaptcha-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bot protection for public forms: the site key, or disabled when none is configured */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecaptchaSettings"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recent-updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's requests that changed recently */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Updates */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TuneRequestPoll"][];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rental-tools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rental terms and price of a rentable flash tool in the display currency (404 when not rentable) */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The terms */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RentalTool"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rescue-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's rescue sessions (and their dealer's); scope=staff: every session, for staff to act on */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    scope?: "mine" | "staff";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sessions, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RescueSessionPage"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Open a rescue session (kind ID or check) with the tool and vehicle details and what happened */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        contact_phone?: string;
                        description: string;
                        /** @default  */
                        ecu?: string;
                        /** @enum {string} */
                        kind: "ID" | "check";
                        tool_name: string;
                        /** @default  */
                        tool_serial?: string;
                        vehicle: string;
                        /** @default  */
                        vin?: string;
                    };
                };
            };
            responses: {
                /** @description Opened */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RescueSession"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rescue-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A rescue session (owner, their dealer, staff; others 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RescueSession"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit (owner: description, phone while open; staff: note) or promote: free / estimate (staff), pay / pay-later (customer), close */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action?: "free" | "estimate" | "pay" | "pay-later" | "close";
                        contact_phone?: string;
                        description?: string;
                        device_data?: string | null;
                        estimate?: {
                            amount_minor: number;
                            currency: string;
                        };
                        payment_nonce?: string | null;
                        ppe_order_id?: string | null;
                        staff_note?: string;
                        stripe_payment_method_id?: string | null;
                        stripe_payment_method_new?: boolean | null;
                        test_token?: string | null;
                    };
                };
            };
            responses: {
                /** @description The session after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RescueSession"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payment required: code and message */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/short-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every short link with its hits, newest first (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Short links */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShortLink"][];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a short link /{hash} to a path of the shop (staff); without a hash one is generated */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewShortLink"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShortLink"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/short-links/{hash}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a visit of /{hash} and answer where it goes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The target */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShortLinkTarget"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/signature-authority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dealer’s named signatories, revoked ones too (its owner and managers, staff; another dealer 404) */
        get: {
            parameters: {
                query: {
                    dealer: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signatories, the active first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignatureAuthorityList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Name a member of the dealer as its signatory, with their legal name and signature image; audited
         * @description The dealer’s owner, a manager with the `dsig` flag, or an admin (others 403). `user_id` must be a member (422). The image is PNG or JPEG, at most 200 KB, base64-encoded.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SignatureAuthorityCreate"];
                };
            };
            responses: {
                /** @description The signatory */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignatureAuthority"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/signature-authority/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a signatory (kept, with when and by whom); audited; revoking again changes nothing */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signatory, revoked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignatureAuthority"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/signature-authority/{id}/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signature image of a signatory (the dealer’s owner and managers, staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/*": string;
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stripe-payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cards the logged-in buyer saved with Stripe (none when Stripe is off) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Saved cards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SavedStripePaymentMethod"][];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove one of the buyer’s saved cards (SPEC §7: DELETE {id}); another buyer’s card is a 404 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stripe-payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** The same, with the id in the path */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe events, verified by the Stripe-Signature header over the raw body; a replayed event changes nothing */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "stripe-signature"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Accepted (or already accepted) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duplicate: boolean;
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/switch-states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The four shortage switches (SPEC §3, §7); months as YYYY-MM */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The switches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SwitchStates"];
                    };
                };
            };
        };
        /** Set the shortage switches (staff); a switch that is on needs its month */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        "fz-shortage": boolean;
                        "fz-shortage-month": string | null;
                        "fzl-shortage": boolean;
                        "fzl-shortage-month": string | null;
                    };
                };
            };
            responses: {
                /** @description The switches now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SwitchStates"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tax-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax rates per region (US sales tax by state, Canada GST/HST/PST by province, VAT by country) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rates */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TaxRate"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tax-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Staff and admins change a rate (percent, up to 4 decimals) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rate_percent: number;
                    };
                };
            };
            responses: {
                /** @description The rate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaxRate"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/tcc/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tool’s compatibility chart (SPEC §2 /tcc/{id}/): the makes and engines the catalog has it flash, its restrictions and rules, its price, and staff’s page `tcc/{id}` when written */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The chart */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ToolChart"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a ticket (anyone; a guest gives an e-mail): type, title, description, customer_name and 0–5 files (photos, PDFs, text; 10 MB each, told by their bytes and matching their names). A missing title, description or name is 422 'ticket is not valid'; a few an hour per address and per e-mail, then 429 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        customer_name: string;
                        description: string;
                        /** @description Required for a guest; ignored for a logged-in customer */
                        email?: string;
                        /** @description 0–5 photos (JPEG, PNG, WebP), PDFs or text files, told by their bytes */
                        files?: string[];
                        /** @enum {string} */
                        source?: "form" | "widget";
                        title: string;
                        /** @enum {string} */
                        type: "TUNE" | "TOOL" | "GENERAL";
                    };
                };
            };
            responses: {
                /** @description Opened; a guest’s answer names their link */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TicketOpened"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket and its thread without internal notes (its owner and staff; others 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ticket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerTicket"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tickets/{id}/access/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket through its link (no login): a wrong or another ticket’s token is 404 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ticket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerTicket"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tickets/{id}/access/{token}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of the ticket’s thread through its link, as a download */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: string;
                    id: number;
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description The bytes of the one range a `Range: bytes=…` header asked for, with their Content-Range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tickets/{id}/access/{token}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A reply through the ticket’s link: body and 0–5 files (photos, PDFs, text; 10 MB each, told by their bytes and matching their names). A closed ticket is 409; a few dozen an hour per address, then 429 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        body: string;
                        /** @description 0–5 photos (JPEG, PNG, WebP), PDFs or text files, told by their bytes */
                        files?: string[];
                    };
                };
            };
            responses: {
                /** @description The ticket with the reply */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerTicket"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tickets/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of the ticket’s thread, as a download (its owner and staff; another ticket’s file is 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description The bytes of the one range a `Range: bytes=…` header asked for, with their Content-Range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tickets/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner’s reply: body and 0–5 files (photos, PDFs, text; 10 MB each, told by their bytes and matching their names). A closed ticket is 409; staff answer in the inbox (403) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        body: string;
                        /** @description 0–5 photos (JPEG, PNG, WebP), PDFs or text files, told by their bytes */
                        files?: string[];
                    };
                };
            };
            responses: {
                /** @description The ticket with the reply */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerTicket"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/track/attribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tag that attributes this visitor's (or user's) orders and tune requests now, or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The current tag */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Attribution"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/track/pv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Record a page view sent as an image request (where beacons are unavailable); answers a 1×1 GIF */
        get: {
            parameters: {
                query: {
                    /** @description bot signal the page saw (0, 151 or 153) */
                    b?: string;
                    /** @description event: pageview, update or a prefixed event name */
                    e?: string;
                    /** @description path */
                    p: string;
                    /** @description query string */
                    q?: string;
                    /** @description referrer */
                    r?: string;
                    /** @description cache buster */
                    rnd?: string;
                    /** @description screen WIDTHxHEIGHT */
                    s?: string;
                    /** @description title */
                    t?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/gif": string;
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Record a page view sent as a beacon (form-encoded body) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/x-www-form-urlencoded": components["schemas"]["PageViewParams"];
                };
            };
            responses: {
                /** @description Recorded */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/track/tag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record an attribution tag for this visitor (and user); the same tag is kept once per hour */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tag: string;
                    };
                };
            };
            responses: {
                /** @description The tag */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TagAttribution"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trade-in-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s trade-in requests (staff: everyone’s with scope=all), newest first, 1-based page */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    scope?: "own" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradeInRequestList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Offer a flash tool for trade-in: tool, serial_number, condition, description and up to 5 photos (JPEG, PNG or WebP; checked by their bytes and size) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @enum {string} */
                        condition: "new" | "like-new" | "used" | "damaged";
                        description?: string;
                        photos?: string[];
                        serial_number?: string;
                        tool: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradeInRequest"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trade-in-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One trade-in request (its owner and staff; others 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The request */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradeInRequest"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Staff set the status (received, reviewing, offered with an offer amount, accepted, declined); the owner accepts or declines an offer. If-Unmodified-Since → 412 */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TradeInPatch"];
                };
            };
            responses: {
                /** @description The request */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradeInRequest"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/trade-in-requests/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo of a trade-in request (its owner and staff; others 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    photoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/*": string;
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-credit-codes/autoclaim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim every code mailed to the caller's (verified) email address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What was claimed now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreditCodeAutoclaim"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-credit-codes/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a credit code gives and whether it can still be claimed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description The code */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreditCodeCheck"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-credit-codes/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim a code: its credits go to the caller's balance once (a repeat returns the first claim) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Claimed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreditCodeClaim"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-credit-codes/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Commit an estimated invoice: pay it (staff may issue without payment), issue and mail the codes. Twice: 409 already_committed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        device_data?: string | null;
                        invoice_id: number;
                        /** @enum {string} */
                        pay_with?: "card" | "balance";
                        payment_nonce?: string | null;
                        ppe_order_id?: string | null;
                        stripe_payment_method_id?: string | null;
                        stripe_payment_method_new?: boolean | null;
                        test_token?: string | null;
                    };
                };
            };
            responses: {
                /** @description Committed, with its codes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneCreditInvoice"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payment required: code and message */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-credit-codes/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Codes bought: invoices with their buyer and codes (own and your dealers’; staff see all) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Invoices */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TuneCreditInvoice"][];
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Estimate a batch of codes (SPEC §4 "Dealer invoices: estimate, then commit"): nothing is issued yet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code_count: number;
                        credits_per_code: {
                            awd: number;
                            ecu: number;
                            tcu: number;
                        };
                        currency?: string;
                        dealer_id?: string;
                        /** Format: email */
                        recipient_email?: string;
                    };
                };
            };
            responses: {
                /** @description Estimated */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneCreditInvoice"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's ECU/TCU/AWD credit balances (sums of the ledger) and the entries behind them */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Balances and history, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneCreditStatement"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-credits/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay an estimated tune request with credits: the estimate’s tunes take their (split) ECU/TCU/AWD credits and the payment is recorded like a money payment; idempotent per request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description hex SHA-256 of the disclaimer text the customer agreed to (from GET …/{id}) */
                        disclaimer_sha256: string;
                        /** @description the estimate’s tunes (optional: the estimate is what is paid) */
                        tune_ids?: number[];
                        tune_request_id: number;
                    };
                };
            };
            responses: {
                /** @description Paid (or the first payment, when repeated) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaidWithCredits"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payment required: code and message */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's tune requests (their own and their dealers'), newest change first; 1-based page */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestPage"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Upload a tune file (ECU read): creates a tune request. Streams with a size cap (TUNE_MAX_BYTES); zips are checked while inflating */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        ecu?: string;
                        /** Format: binary */
                        file: string;
                        note?: string;
                        vehicle?: string;
                    };
                };
            };
            responses: {
                /** @description Created; the browser goes to the redirect */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedTuneRequest"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tune request with estimate, timeline and files (owner, their dealer, the assigned tuner, staff; others 404). With `poll`, only its status and updated_at (cheap, for the status page) */
        get: {
            parameters: {
                query?: {
                    poll?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The request */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestDetail"] | components["schemas"]["TuneRequestPoll"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Cancel the request (while created, estimated or waiting for help) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestStatusChange"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit the descriptions of a request (If-Unmodified-Since: 412 when it changed meanwhile) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customer_note?: string;
                        ecu_description?: string;
                        vehicle_description?: string;
                    };
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestDetail"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Changed since If-Unmodified-Since */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/tune-requests/{id}/download/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a file with a token from …/token, as an attachment after its SHA-256 check (409 when tampered) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path: {
                    file: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description The bytes of the one range a `Range: bytes=…` header asked for, with their Content-Range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/{id}/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price the chosen vehicle's tune sets and options from the catalog; the currency is fixed from here on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currency?: string;
                        discount_codes?: string[];
                        engine_id: number;
                        transmission_id?: number | null;
                        /** @default [] */
                        tune_options?: number[];
                        tune_sets: number[];
                    };
                };
            };
            responses: {
                /** @description The estimate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currency: string;
                            discount_codes: string[];
                            discount_minor: number;
                            lines: {
                                amount_minor: number;
                                /** @enum {string} */
                                kind: "set" | "option";
                                name: string;
                                tune_id: number;
                            }[];
                            subtotal_minor: number;
                            total_minor: number;
                        };
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a file of a request as an attachment, after checking its SHA-256 (409 when it does not match) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description The bytes of the one range a `Range: bytes=…` header asked for, with their Content-Range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/{id}/free": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff: the work is done at no charge */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Free */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestStatusChange"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/{id}/help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Customer: ask for help choosing a tune; worker: answer it (back to estimated) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestStatusChange"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay the estimate (SPEC §3 tune request payment) through the payment layer. Idempotency-Key: a retry returns the first result; a second payment is 409 already_committed; a decline is 402 with its message */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retry with the same key returns the first result; a concurrent duplicate gets 409. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        billing_address_id?: number | null;
                        device_data?: string | null;
                        /** @description hex SHA-256 of the disclaimer text the customer agreed to (from GET …/{id}) */
                        disclaimer_sha256: string;
                        discount_codes?: string[];
                        payment_nonce?: string | null;
                        ppe_order_id?: string | null;
                        stripe_payment_method_id?: string | null;
                        stripe_payment_method_new?: boolean | null;
                        test_token?: string | null;
                        tune_options?: number[];
                        tune_sets?: number[];
                    };
                };
            };
            responses: {
                /** @description Paid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestPayment"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payment required: code and message */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/{id}/pay-later": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dealer members only: the work is billed to the dealer later */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dealer_id?: string;
                        /** @description hex SHA-256 of the disclaimer text the customer agreed to (from GET …/{id}) */
                        disclaimer_sha256: string;
                    };
                };
            };
            responses: {
                /** @description Billed later */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestStatusChange"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/{id}/raw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for the file to be worked as sent (no catalog tune; quoted by hand) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description hex SHA-256 of the disclaimer text the customer agreed to (from GET …/{id}) */
                        disclaimer_sha256: string;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Raw */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestStatusChange"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/{id}/reupload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After a rejection: upload a corrected read (multipart file); the request returns to its funding without paying again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Re-uploaded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestStatusChange"];
                    };
                };
                /** @description The request could not be read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/{id}/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After delivery: ask for support with the tuned file (SPEC §3 support request) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                        source?: string;
                        subject: string;
                        ticket_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestStatusChange"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: one of the catalogue codes of SPEC §8 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/{id}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A short-lived download token for the files of the request */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Token */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DownloadToken"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tune-requests/dealers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealers the caller can file a request for (pay-later bills one of them) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Dealers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuneRequestDealerList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tuning-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A support ticket about a tune request (/tuning-ticket). Without title, description and customer_name: 422 'ticket is not valid' */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        customer_name?: string;
                        /** @default  */
                        description?: string;
                        /** Format: email */
                        email?: string;
                        /** @default  */
                        title?: string;
                        tune_request_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Stored; a confirmation is mailed */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tuning/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's uploaded and tuned files with their SHA-256 (role=tuned: the delivered tunes); downloads go through the request's file endpoint */
        get: {
            parameters: {
                query?: {
                    role?: "tuned";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Files, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TuningLibraryFileList"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tuning/upload-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Limits the upload page applies before sending (SPEC §9 parallel uploads, the size caps) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Limits */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UploadSettings"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user’s account at the end of a day (default today): credits, orders paid, open tune requests, dealer memberships (own; Admin any) */
        get: {
            parameters: {
                query?: {
                    date?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The snapshot */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserSnapshot"];
                    };
                };
                /** @description Not logged in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Some fields were not correct */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AdminBetaProgram: {
            capacity: number | null;
            counts: {
                accepted: number;
                applied: number;
                declined: number;
                withdrawn: number;
            };
            created_at: string;
            eligibility: {
                makes: {
                    name: string;
                    slug: string;
                }[];
                tools: {
                    id: number;
                    name: string;
                }[];
            };
            ends_on: string | null;
            html: string;
            id: number;
            make_slugs: string[];
            markdown: string;
            places_left: number | null;
            starts_on: string | null;
            /** @enum {string} */
            status: "draft" | "open" | "closed";
            summary: string;
            title: string;
            tool_ids: number[];
            updated_at: string;
        };
        AdminBetaProgramList: {
            choices: {
                makes: {
                    name: string;
                    slug: string;
                }[];
                tools: {
                    id: number;
                    name: string;
                }[];
            };
            data: {
                capacity: number | null;
                counts: {
                    accepted: number;
                    applied: number;
                    declined: number;
                    withdrawn: number;
                };
                created_at: string;
                eligibility: {
                    makes: {
                        name: string;
                        slug: string;
                    }[];
                    tools: {
                        id: number;
                        name: string;
                    }[];
                };
                ends_on: string | null;
                id: number;
                make_slugs: string[];
                places_left: number | null;
                starts_on: string | null;
                /** @enum {string} */
                status: "draft" | "open" | "closed";
                summary: string;
                title: string;
                tool_ids: number[];
                updated_at: string;
            }[];
        };
        AdminBio: {
            created_at: string;
            html: string;
            id: number;
            markdown: string;
            name: string;
            photo: string | null;
            posts: number;
            role_title: string;
            slug: string;
            updated_at: string;
            user: {
                email: string;
                id: string;
                name: string;
            } | null;
            version: number;
        };
        AdminBioList: {
            data: {
                created_at: string;
                id: number;
                name: string;
                photo: string | null;
                posts: number;
                role_title: string;
                slug: string;
                updated_at: string;
                user: {
                    email: string;
                    id: string;
                    name: string;
                } | null;
                version: number;
            }[];
            staff: {
                email: string;
                id: string;
                name: string;
            }[];
        };
        AdminBlogPost: {
            author: components["schemas"]["BlogAuthor"];
            author_id: number;
            cover_image: string | null;
            created_at: string;
            excerpt: string;
            html: string;
            id: number;
            markdown: string;
            published_at: string | null;
            slug: string;
            /** @enum {string} */
            state: "draft" | "scheduled" | "published";
            /** @enum {string} */
            status: "draft" | "scheduled" | "published";
            tags: ("Home" | "Products" | "Vehicles" | "News" | "Dealer")[];
            title: string;
            updated_at: string;
            version: number;
        };
        AdminBlogPostList: {
            data: {
                author: components["schemas"]["BlogAuthor"];
                cover_image: string | null;
                excerpt: string;
                id: number;
                published_at: string | null;
                slug: string;
                /** @enum {string} */
                state: "draft" | "scheduled" | "published";
                tags: ("Home" | "Products" | "Vehicles" | "News" | "Dealer")[];
                title: string;
                updated_at: string;
            }[];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        AdminBrandTheme: {
            accent: string;
            defaults: {
                accent: string;
                primary: string;
            };
            logo: {
                alt: string;
                file: string;
                src: string;
            } | null;
            primary: string;
            /** Format: date-time */
            updated_at: string | null;
        };
        AdminDealerCreate: {
            /** @default null */
            billing_address: {
                city: string;
                country_code: string;
                /** @default  */
                email: "" | string;
                full_name: string;
                line1: string;
                /** @default  */
                line2: string;
                /** @default  */
                phone: string;
                /** @default  */
                postal_code: string;
                /** @default  */
                state: string;
            } | null;
            /** @default [] */
            credit_limits: {
                amount_minor: number;
                currency: string;
            }[];
            legal_name: string;
            name: string;
            /** Format: email */
            owner_email: string;
            /**
             * @default standard
             * @enum {string}
             */
            price_tier: "standard" | "preferred" | "elite";
            /** @example north-shore-tuning */
            slug: string;
            /** @default  */
            tax_id: string;
        };
        AdminDealerDashboard: {
            dealers: {
                active: number;
                archived: number;
                suspended: number;
            };
            near_limit: {
                available_minor: number;
                balance_minor: number;
                credit_limit_minor: number;
                currency: string;
                id: string;
                name: string;
                /** Format: date-time */
                owing_since: string | null;
                slug: string;
                /** @enum {string} */
                standing: "within" | "near" | "over";
            }[];
            overdue: {
                amount_minor: number;
                currency: string;
                days_overdue: number;
                id: string;
                name: string;
                oldest_due_date: string;
                oldest_number: string;
                slug: string;
                statements: number;
            }[];
            owed: {
                amount_minor: number;
                currency: string;
            }[];
            owing: {
                available_minor: number;
                balance_minor: number;
                credit_limit_minor: number;
                currency: string;
                id: string;
                name: string;
                /** Format: date-time */
                owing_since: string | null;
                slug: string;
                /** @enum {string} */
                standing: "within" | "near" | "over";
            }[];
            prepaid: {
                amount_minor: number;
                currency: string;
            }[];
        };
        AdminDealerDetail: {
            billing_address: {
                city: string;
                country_code: string;
                /** @default  */
                email: "" | string;
                full_name: string;
                id: number;
                line1: string;
                /** @default  */
                line2: string;
                /** @default  */
                phone: string;
                /** @default  */
                postal_code: string;
                readonly: boolean;
                /** @default  */
                state: string;
            } | null;
            /** Format: date-time */
            created_at: string;
            credit_limit_requests: components["schemas"]["CreditLimitRequest"][];
            id: string;
            legal_name: string;
            may: {
                archive: boolean;
            };
            member_list: {
                email: string;
                /** Format: date-time */
                joined_at: string;
                name: string;
                /** @enum {string} */
                role: "owner" | "manager" | "member";
                user_id: string;
            }[];
            members: number;
            name: string;
            positions: {
                available_minor: number;
                balance_minor: number;
                credit_limit_minor: number;
                currency: string;
                /** @enum {string} */
                standing: "within" | "near" | "over";
            }[];
            /** @enum {string} */
            price_tier: "standard" | "preferred" | "elite";
            signatories: number;
            slug: string;
            /** @enum {string} */
            status: "active" | "suspended" | "archived";
            tax_id: string;
            /** Format: date-time */
            updated_at: string;
        };
        AdminDealerDisbursement: {
            amount_minor: number;
            currency: string;
            reason: string;
        };
        AdminDealerList: {
            data: components["schemas"]["AdminDealerRow"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        AdminDealerRow: {
            /** Format: date-time */
            created_at: string;
            id: string;
            members: number;
            name: string;
            positions: {
                available_minor: number;
                balance_minor: number;
                credit_limit_minor: number;
                currency: string;
                /** @enum {string} */
                standing: "within" | "near" | "over";
            }[];
            /** @enum {string} */
            price_tier: "standard" | "preferred" | "elite";
            slug: string;
            /** @enum {string} */
            status: "active" | "suspended" | "archived";
        };
        AdminDealerUpdate: {
            billing_address?: {
                city: string;
                country_code: string;
                /** @default  */
                email: "" | string;
                full_name: string;
                line1: string;
                /** @default  */
                line2: string;
                /** @default  */
                phone: string;
                /** @default  */
                postal_code: string;
                /** @default  */
                state: string;
            };
            credit_limits?: {
                amount_minor: number;
                currency: string;
            }[];
            legal_name?: string;
            name?: string;
            /** @enum {string} */
            price_tier?: "standard" | "preferred" | "elite";
            reason?: string;
            /** @enum {string} */
            status?: "active" | "suspended" | "archived";
            tax_id?: string;
        };
        AdminDiscountCode: {
            active: boolean;
            amounts: {
                [key: string]: number;
            };
            automatic: boolean;
            category: string | null;
            code: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            ends_at: string | null;
            hidden: boolean;
            id: number;
            /** @enum {string} */
            kind: "percent" | "amount";
            percent: number | null;
            product_id: number | null;
            product_name: string | null;
            /** Format: date-time */
            starts_at: string | null;
            /** @enum {string} */
            status: "inactive" | "scheduled" | "active" | "ended";
            /** Format: date-time */
            updated_at: string;
        };
        AdminDiscountCodeAnswer: {
            active: boolean;
            amounts: {
                [key: string]: number;
            };
            automatic: boolean;
            category: string | null;
            code: string;
            /** Format: date-time */
            created_at: string;
            currencies: string[];
            /** Format: date-time */
            ends_at: string | null;
            hidden: boolean;
            id: number;
            /** @enum {string} */
            kind: "percent" | "amount";
            percent: number | null;
            product_id: number | null;
            product_name: string | null;
            /** Format: date-time */
            starts_at: string | null;
            /** @enum {string} */
            status: "inactive" | "scheduled" | "active" | "ended";
            /** Format: date-time */
            updated_at: string;
        };
        AdminDiscountCodeCreate: {
            /** @default true */
            active: boolean;
            /**
             * @default {}
             * @example {
             *       "USD": 1000
             *     }
             */
            amounts: {
                [key: string]: number;
            };
            /** @default false */
            automatic: boolean;
            /**
             * @default null
             * @enum {string|null}
             */
            category: "flash-tools" | "cables" | "accessories" | "merch" | null;
            code: string;
            /**
             * Format: date-time
             * @default null
             */
            ends_at: string | null;
            /** @default false */
            hidden: boolean;
            /** @enum {string} */
            kind: "percent" | "amount";
            /** @default null */
            percent: number | null;
            /** @default null */
            product_id: number | null;
            /**
             * Format: date-time
             * @default null
             */
            starts_at: string | null;
        };
        AdminDiscountCodeList: {
            currencies: string[];
            data: components["schemas"]["AdminDiscountCode"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        AdminDiscountCodeUpdate: {
            active?: boolean;
            /**
             * @example {
             *       "USD": 1000
             *     }
             */
            amounts?: {
                [key: string]: number;
            };
            automatic?: boolean;
            /** @enum {string|null} */
            category?: "flash-tools" | "cables" | "accessories" | "merch" | null;
            /** Format: date-time */
            ends_at?: string | null;
            hidden?: boolean;
            /** @enum {string} */
            kind?: "percent" | "amount";
            percent?: number | null;
            product_id?: number | null;
            /** Format: date-time */
            starts_at?: string | null;
        };
        AdminFeedbackList: {
            data: {
                about: {
                    id: number;
                    /** @enum {string} */
                    kind: "ticket" | "tune-request";
                    title: string;
                };
                comment: string;
                email: string;
                id: number;
                rating: number;
                submitted_at: string;
            }[];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
            summary: {
                answered: number;
                average_rating: number | null;
                offered: number;
            };
        };
        AdminOrderDetail: {
            billing_address: {
                city: string;
                country_code: string;
                /** @default  */
                email: "" | string;
                full_name: string;
                line1: string;
                /** @default  */
                line2: string;
                /** @default  */
                phone: string;
                /** @default  */
                postal_code: string;
                /** @default  */
                state: string;
            } | null;
            /** Format: date-time */
            created_at: string;
            currency: string | null;
            customer_email: string | null;
            customer_name: string | null;
            dealer_fulfilled: boolean | null;
            dealer_name: string | null;
            discount_minor: number | null;
            /** @enum {string} */
            fulfilment: "not-started" | "in-progress" | "shipped" | "delivered" | "digital" | "closed";
            id: string;
            /** @enum {string} */
            kind: "store" | "catalog" | "tune-request" | "rescue";
            ledger_entries: {
                account: string;
                account_kind: string;
                amount: number;
                /** Format: date-time */
                created_at: string;
                memo: string;
                transaction_id: string;
                unit: string;
            }[];
            lines: {
                detail: string;
                line_id: number | null;
                name: string;
                quantity: number;
                refunded_quantity: number;
                total_minor: number | null;
                unit_minor: number | null;
            }[];
            mails: {
                /** Format: date-time */
                created_at: string;
                id: number;
                status: string;
                subject: string;
                to: string;
            }[];
            /** @enum {string} */
            payment_state: "awaiting-payment" | "paying" | "paid" | "billed" | "free" | "partly-refunded" | "refunded" | "cancelled" | "with-support";
            payments: {
                amount_minor: number | null;
                charge_id: string | null;
                /** Format: date-time */
                created_at: string;
                currency: string | null;
                outcome: string;
                provider: string | null;
            }[];
            refundable_minor: number | null;
            refunds: components["schemas"]["AdminOrderRefund"][];
            shipping_address: {
                city: string;
                country_code: string;
                /** @default  */
                email: "" | string;
                full_name: string;
                line1: string;
                /** @default  */
                line2: string;
                /** @default  */
                phone: string;
                /** @default  */
                postal_code: string;
                /** @default  */
                state: string;
            } | null;
            shipping_method: string | null;
            shipping_minor: number | null;
            status_label: string;
            subtotal_minor: number | null;
            tax_minor: number | null;
            total_minor: number | null;
            tracking_number: string | null;
        };
        AdminOrderList: {
            currencies: string[];
            data: components["schemas"]["AdminOrderRow"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        AdminOrderRefund: {
            amount_minor: number;
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            currency: string;
            failure_message: string | null;
            id: number;
            lines: {
                line_id: number;
                name: string;
                quantity: number;
            }[];
            reason: string;
            restocked: {
                location: string;
                name: string;
                quantity: number;
            }[];
            /** @enum {string} */
            scope: "order" | "lines";
            /** @enum {string} */
            status: "pending" | "refunded" | "failed";
        };
        AdminOrderRow: {
            /** Format: date-time */
            created_at: string;
            currency: string | null;
            customer_email: string | null;
            customer_name: string | null;
            dealer_name: string | null;
            /** @enum {string} */
            fulfilment: "not-started" | "in-progress" | "shipped" | "delivered" | "digital" | "closed";
            id: string;
            /** @enum {string} */
            kind: "store" | "catalog" | "tune-request" | "rescue";
            /** @enum {string} */
            payment_state: "awaiting-payment" | "paying" | "paid" | "billed" | "free" | "partly-refunded" | "refunded" | "cancelled" | "with-support";
            total_minor: number | null;
        };
        AdminPage: {
            description: string;
            html: string;
            key: string;
            markdown: string;
            slug: string;
            title: string;
            /** Format: date-time */
            updated_at: string;
            updated_by: {
                id: string | null;
                name: string;
            };
            version: number;
        };
        AdminPageList: {
            data: {
                key: string;
                slug: string;
                title: string;
                /** Format: date-time */
                updated_at: string;
                updated_by: {
                    id: string | null;
                    name: string;
                };
                version: number;
            }[];
        };
        AdminProduct: {
            category: string;
            /** Format: date-time */
            created_at: string;
            currencies: string[];
            description: string;
            history: {
                /** @enum {string} */
                action: "product.created" | "product.updated";
                actor: string | null;
                /** Format: date-time */
                at: string;
                changes: {
                    after: string | null;
                    before: string | null;
                    field: string;
                }[];
            }[];
            id: number;
            images: {
                alt: string;
                src: string;
            }[];
            /** @enum {string} */
            kind: "flash-tool" | "cable" | "accessory" | "merch";
            name: string;
            options: {
                id: number;
                name: string;
                selections: {
                    name: string;
                    prices: {
                        [key: string]: number;
                    };
                }[];
            }[];
            prices: {
                [key: string]: number;
            };
            slug: string;
            subtext: string;
            /** Format: date-time */
            updated_at: string;
            /** @enum {string} */
            visibility: "visible" | "hidden";
            weight_grams: number;
        };
        AdminProductCreate: {
            /** @enum {string} */
            category: "flash-tools" | "cables" | "accessories" | "merch";
            /** @default  */
            description: string;
            /** @enum {string} */
            kind: "flash-tool" | "cable" | "accessory" | "merch";
            name: string;
            /** @default [] */
            options: {
                id?: number;
                name: string;
                selections: {
                    name: string;
                    /**
                     * @default {}
                     * @example {
                     *       "USD": 1000
                     *     }
                     */
                    prices: {
                        [key: string]: number;
                    };
                }[];
            }[];
            /**
             * @example {
             *       "USD": 1000
             *     }
             */
            prices: {
                [key: string]: number;
            };
            slug: string;
            /** @default  */
            subtext: string;
            /**
             * @default visible
             * @enum {string}
             */
            visibility: "visible" | "hidden";
            /** @default 0 */
            weight_grams: number;
        };
        AdminProductList: {
            currencies: string[];
            data: components["schemas"]["AdminProductRow"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        AdminProductRow: {
            category: string;
            id: number;
            /** @enum {string} */
            kind: "flash-tool" | "cable" | "accessory" | "merch";
            name: string;
            option_count: number;
            prices: {
                [key: string]: number;
            };
            slug: string;
            /** Format: date-time */
            updated_at: string;
            /** @enum {string} */
            visibility: "visible" | "hidden";
        };
        AdminProductUpdate: {
            /** @enum {string} */
            category?: "flash-tools" | "cables" | "accessories" | "merch";
            description?: string;
            images?: {
                alt: string;
                src: string;
            }[];
            /** @enum {string} */
            kind?: "flash-tool" | "cable" | "accessory" | "merch";
            name?: string;
            options?: {
                id?: number;
                name: string;
                selections: {
                    name: string;
                    /**
                     * @default {}
                     * @example {
                     *       "USD": 1000
                     *     }
                     */
                    prices: {
                        [key: string]: number;
                    };
                }[];
            }[];
            /**
             * @example {
             *       "USD": 1000
             *     }
             */
            prices?: {
                [key: string]: number;
            };
            slug?: string;
            subtext?: string;
            /** @enum {string} */
            visibility?: "visible" | "hidden";
            weight_grams?: number;
        };
        AdminRefundRequest: {
            /** @default [] */
            lines: {
                line_id: number;
                quantity: number;
            }[];
            reason: string;
            /** @default false */
            restock: boolean;
            /** @enum {string} */
            scope: "order" | "lines";
        };
        AdminSale: {
            amount: number;
            /** @enum {string} */
            amount_type: "percent" | "dollar";
            code: string | null;
            countdown: boolean;
            /** Format: date-time */
            created_at: string;
            description: string;
            /** Format: date-time */
            ends_at: string;
            id: number;
            name: string;
            /** Format: date-time */
            starts_at: string;
            /** @enum {string} */
            status: "scheduled" | "running" | "ended";
            /** @enum {string} */
            type: "black-friday" | "black-friday2" | "holiday" | "spring" | "summer";
            /** Format: date-time */
            updated_at: string;
        };
        AdminSaleCreate: {
            amount: number;
            /** @enum {string} */
            amount_type: "percent" | "dollar";
            /** @default null */
            code: string | null;
            /** @default true */
            countdown: boolean;
            /** @default  */
            description: string;
            /** Format: date-time */
            ends_at: string;
            name: string;
            /** Format: date-time */
            starts_at: string;
            /** @enum {string} */
            type: "black-friday" | "black-friday2" | "holiday" | "spring" | "summer";
        };
        AdminSaleList: {
            data: components["schemas"]["AdminSale"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        AdminSaleRemoval: {
            /** @enum {string} */
            outcome: "deleted" | "ended";
            sale: components["schemas"]["AdminSale"];
        };
        AdminSaleUpdate: {
            amount?: number;
            /** @enum {string} */
            amount_type?: "percent" | "dollar";
            code?: string | null;
            countdown?: boolean;
            description?: string;
            /** Format: date-time */
            ends_at?: string;
            name?: string;
            /** Format: date-time */
            starts_at?: string;
            /** @enum {string} */
            type?: "black-friday" | "black-friday2" | "holiday" | "spring" | "summer";
        };
        AdminSignatureAuthorityList: {
            data: components["schemas"]["SignatureAuthority"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        AdminStockLevel: {
            location_name: string;
            location_slug: string;
            low_stock_threshold: number;
            product_name: string;
            product_slug: string;
            quantity_on_hand: number;
            /** @enum {string} */
            state: "in-stock" | "low-stock" | "out-of-stock";
            /** Format: date-time */
            updated_at: string | null;
        };
        AdminStockList: {
            data: components["schemas"]["AdminStockLevel"][];
            locations: {
                name: string;
                slug: string;
            }[];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        AdminStockLocation: {
            country: string;
            levels: components["schemas"]["AdminStockLevel"][];
            movements: {
                data: components["schemas"]["StockMovement"][];
                meta: {
                    page: number;
                    pages: number;
                    per_page: number;
                    total: number;
                };
            };
            name: string;
            slug: string;
            total_on_hand: number;
        };
        AdminStockProduct: {
            active: boolean;
            levels: components["schemas"]["AdminStockLevel"][];
            low_stock_threshold: number;
            movements: {
                data: components["schemas"]["StockMovement"][];
                meta: {
                    page: number;
                    pages: number;
                    per_page: number;
                    total: number;
                };
            };
            name: string;
            slug: string;
            total_on_hand: number;
            /** Format: date-time */
            updated_at: string;
        };
        AdminUserBan: {
            reason: string;
        };
        AdminUserDetail: {
            ban_reason: string | null;
            banned: boolean;
            /** Format: date-time */
            created_at: string;
            email: string;
            email_verified: boolean;
            flags: ("fzd" | "t" | "ct" | "f" | "tsa" | "da" | "tcro" | "tcrw" | "tex" | "dsig" | "sig" | "tm")[];
            id: string;
            may: {
                ban: boolean;
                flags: boolean;
                impersonate: boolean;
                role: boolean;
            };
            memberships: {
                /** @enum {string} */
                kind: "dealer" | "tuner" | "affiliate";
                name: string;
                organizationId: string;
                /** @enum {string} */
                role: "owner" | "manager" | "member";
                slug: string;
            }[];
            name: string;
            /** @enum {string} */
            role: "user" | "staff" | "calibrator" | "admin" | "superadmin";
            sessions: number;
            /** Format: date-time */
            updated_at: string;
        };
        AdminUserFlagsChange: {
            flags: {
                ct?: boolean;
                da?: boolean;
                dsig?: boolean;
                f?: boolean;
                fzd?: boolean;
                sig?: boolean;
                t?: boolean;
                tcro?: boolean;
                tcrw?: boolean;
                tex?: boolean;
                tm?: boolean;
                tsa?: boolean;
            };
        };
        AdminUserList: {
            data: components["schemas"]["AdminUserRow"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        AdminUserRoleChange: {
            /** @enum {string} */
            role: "user" | "staff" | "calibrator" | "admin" | "superadmin";
        };
        AdminUserRow: {
            banned: boolean;
            /** Format: date-time */
            created_at: string;
            email: string;
            flags: ("fzd" | "t" | "ct" | "f" | "tsa" | "da" | "tcro" | "tcrw" | "tex" | "dsig" | "sig" | "tm")[];
            id: string;
            name: string;
            /** @enum {string} */
            role: "user" | "staff" | "calibrator" | "admin" | "superadmin";
        };
        Alert: {
            body: string;
            id: number;
            title: string;
            /** @enum {string} */
            type: "info" | "warning" | "error" | "success";
        };
        Attribution: {
            tag: string | null;
        };
        AuditEvent: {
            /** @enum {string} */
            action: "user.role-changed" | "user.flags-changed" | "user.banned" | "user.unbanned" | "user.impersonated" | "session.revoked" | "organization.archived" | "member.invited" | "member.invite-canceled" | "member.joined" | "member.role-changed" | "member.removed" | "member.left" | "ledger.transferred" | "ledger.disbursed" | "ledger.corrected" | "dealer.balance-paid" | "dealer.settings-changed" | "dealer.branding-changed" | "fz-order.placed" | "fz-order.updated" | "dealer-transfer.created" | "dealer-transfer.reviewed" | "dealer-transfer.value-set" | "dealer-transfer.performed" | "dealer-transfer.cancelled" | "dealer-transfer.locked" | "value.transferred" | "order.refunded" | "order.updated" | "product.created" | "product.updated" | "stock.adjusted" | "stock.threshold-changed" | "sale.created" | "sale.updated" | "sale.ended" | "sale.deleted" | "discount-code.created" | "discount-code.updated" | "site.theme-changed" | "dealer.created" | "dealer.updated" | "dealer.credit-limit-changed" | "dealer.credit-limit-requested" | "dealer.statement-accepted" | "signature-authority.named" | "signature-authority.revoked" | "dealer-application.approved" | "dealer-application.refused" | "page.saved" | "page.restored";
            actor: {
                email: string | null;
                id: string;
                name: string | null;
            } | null;
            /** Format: date-time */
            at: string;
            details: {
                [key: string]: unknown;
            };
            id: number;
            request_id: string | null;
            subject_id: string;
            subject_label: string | null;
            subject_type: string;
            summary: string;
        };
        AuditEventList: {
            data: components["schemas"]["AuditEvent"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        BackgroundJob: {
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            data?: unknown;
            error: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            retry_count: number;
            retry_limit: number;
            /** Format: date-time */
            start_after: string;
            /** Format: date-time */
            started_at: string | null;
            /** @enum {string} */
            state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
        };
        BetaApplication: {
            applicant: {
                email: string;
                id: string;
                name: string;
            };
            created_at: string;
            decided_at: string | null;
            decided_by: string | null;
            engine: string;
            id: number;
            make: {
                name: string;
                slug: string;
            };
            model: string;
            notes: string;
            program_id: number;
            staff_note: string;
            /** @enum {string} */
            status: "applied" | "accepted" | "declined" | "withdrawn";
            tool: {
                id: number;
                name: string;
            } | null;
            year: number;
        };
        BetaApplicationInput: {
            /** @default  */
            engine: string;
            make: string;
            model: string;
            /** @default  */
            notes: string;
            /** @default null */
            tool_id: number | null;
            year: number;
        };
        BetaApplicationList: {
            data: components["schemas"]["BetaApplication"][];
        };
        BetaDecision: {
            /** @default  */
            note: string;
        };
        BetaProgram: {
            capacity: number | null;
            choices: {
                makes: {
                    name: string;
                    slug: string;
                }[];
                tools: {
                    id: number;
                    name: string;
                }[];
            };
            eligibility: {
                makes: {
                    name: string;
                    slug: string;
                }[];
                tools: {
                    id: number;
                    name: string;
                }[];
            };
            ends_on: string | null;
            html: string;
            id: number;
            my_application: {
                created_at: string;
                decided_at: string | null;
                engine: string;
                id: number;
                make: {
                    name: string;
                    slug: string;
                };
                model: string;
                notes: string;
                staff_note: string;
                /** @enum {string} */
                status: "applied" | "accepted" | "declined" | "withdrawn";
                tool: {
                    id: number;
                    name: string;
                } | null;
                year: number;
            } | null;
            places_left: number | null;
            starts_on: string | null;
            /** @enum {string} */
            status: "draft" | "open" | "closed";
            summary: string;
            title: string;
        };
        BetaProgramInput: {
            /** @default null */
            capacity: number | null;
            /**
             * Format: date
             * @default null
             */
            ends_on: string | null;
            /** @default [] */
            make_slugs: string[];
            markdown: string;
            /**
             * Format: date
             * @default null
             */
            starts_on: string | null;
            /** @enum {string} */
            status: "draft" | "open" | "closed";
            summary: string;
            title: string;
            /** @default [] */
            tool_ids: number[];
        };
        BetaProgramList: {
            data: {
                capacity: number | null;
                eligibility: {
                    makes: {
                        name: string;
                        slug: string;
                    }[];
                    tools: {
                        id: number;
                        name: string;
                    }[];
                };
                ends_on: string | null;
                id: number;
                places_left: number | null;
                starts_on: string | null;
                /** @enum {string} */
                status: "draft" | "open" | "closed";
                summary: string;
                title: string;
            }[];
        };
        Bio: {
            html: string;
            name: string;
            photo: string | null;
            posts: components["schemas"]["BlogPostSummary"][];
            role_title: string;
            slug: string;
            summary: string;
            updated_at: string;
        };
        BioList: {
            data: {
                name: string;
                photo: string | null;
                posts: number;
                role_title: string;
                slug: string;
                summary: string;
                updated_at: string;
            }[];
        };
        BioUpdate: {
            markdown?: string;
            name?: string;
            photo?: string | null;
            role_title?: string;
            slug?: string;
            user_id?: string | null;
            version: number;
        };
        BioWrite: {
            markdown: string;
            name: string;
            /** @default null */
            photo: string | null;
            role_title: string;
            slug: string;
            /** @default null */
            user_id: string | null;
        };
        BlogAuthor: {
            name: string;
            photo: string | null;
            role_title: string;
            slug: string;
            summary: string;
        };
        BlogPost: {
            author: components["schemas"]["BlogAuthor"];
            cover_image: string | null;
            excerpt: string;
            html: string;
            id: number;
            published_at: string | null;
            slug: string;
            /** @enum {string} */
            state: "draft" | "scheduled" | "published";
            tags: ("Home" | "Products" | "Vehicles" | "News" | "Dealer")[];
            title: string;
            updated_at: string;
        };
        BlogPostList: {
            data: components["schemas"]["BlogPostSummary"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        BlogPostSchedule: {
            /** Format: date-time */
            publish_at: string;
        };
        BlogPostSummary: {
            author: components["schemas"]["BlogAuthor"];
            cover_image: string | null;
            excerpt: string;
            id: number;
            published_at: string | null;
            slug: string;
            tags: ("Home" | "Products" | "Vehicles" | "News" | "Dealer")[];
            title: string;
            updated_at: string;
        };
        BlogPostUpdate: {
            author_id?: number;
            cover_image?: string | null;
            excerpt?: string;
            markdown?: string;
            slug?: string;
            tags?: ("Home" | "Products" | "Vehicles" | "News" | "Dealer")[];
            title?: string;
            version: number;
        };
        BlogPostWrite: {
            author_id: number;
            /** @default null */
            cover_image: string | null;
            excerpt: string;
            markdown: string;
            slug: string;
            tags: ("Home" | "Products" | "Vehicles" | "News" | "Dealer")[];
            title: string;
        };
        /**
         * @example {
         *       "primary": "#b81d1d",
         *       "accent": "#f34d4d",
         *       "logo": null
         *     }
         */
        BrandThemeInput: {
            accent: string;
            logo: {
                alt: string;
                file: string;
            } | null;
            primary: string;
        };
        Cart: {
            currency: string;
            entries: ({
                hash: string;
                /** @enum {string} */
                kind: "product";
                options: {
                    option: {
                        id: number;
                        name: string;
                    };
                    selection: {
                        name: string;
                        pricesByCurrency: {
                            [key: string]: number;
                        };
                    };
                }[];
                product: {
                    /** @default null */
                    image: string | null;
                    name: string;
                    pricesByCurrency: {
                        [key: string]: number;
                    };
                    slug: string;
                    /** @default  */
                    subtext: string;
                };
                quantity: number;
            } | {
                hash: string;
                /** @enum {string} */
                kind: "catalog-tune";
                options: {
                    option: {
                        id: number;
                        name: string;
                    };
                    selection: {
                        name: string;
                        pricesByCurrency: {
                            [key: string]: number;
                        };
                    };
                }[];
                /** @default [] */
                parts: {
                    name: string;
                    /** @default  */
                    note: string;
                    pricesByCurrency: {
                        [key: string]: number;
                    };
                    /** @default false */
                    ships: boolean;
                }[];
                product: {
                    /** @default null */
                    image: string | null;
                    name: string;
                    pricesByCurrency: {
                        [key: string]: number;
                    };
                    slug: string;
                    /** @default  */
                    subtext: string;
                };
                quantity: number;
                /**
                 * @default {
                 *       "own": [],
                 *       "rent": false
                 *     }
                 */
                tools: {
                    /** @default [] */
                    own: number[];
                    /** @default false */
                    rent: boolean;
                };
                tuneIds: number[];
                vehicle: {
                    engine: string;
                    make: string;
                    model: string;
                    path: string;
                    transmission: string | null;
                    year: string;
                };
            })[];
            updated_at: string | null;
        };
        CartUpdate: {
            currency: string;
            entries: ({
                hash: string;
                /** @enum {string} */
                kind: "product";
                options: {
                    option: {
                        id: number;
                        name: string;
                    };
                    selection: {
                        name: string;
                        pricesByCurrency: {
                            [key: string]: number;
                        };
                    };
                }[];
                product: {
                    /** @default null */
                    image: string | null;
                    name: string;
                    pricesByCurrency: {
                        [key: string]: number;
                    };
                    slug: string;
                    /** @default  */
                    subtext: string;
                };
                quantity: number;
            } | {
                hash: string;
                /** @enum {string} */
                kind: "catalog-tune";
                options: {
                    option: {
                        id: number;
                        name: string;
                    };
                    selection: {
                        name: string;
                        pricesByCurrency: {
                            [key: string]: number;
                        };
                    };
                }[];
                /** @default [] */
                parts: {
                    name: string;
                    /** @default  */
                    note: string;
                    pricesByCurrency: {
                        [key: string]: number;
                    };
                    /** @default false */
                    ships: boolean;
                }[];
                product: {
                    /** @default null */
                    image: string | null;
                    name: string;
                    pricesByCurrency: {
                        [key: string]: number;
                    };
                    slug: string;
                    /** @default  */
                    subtext: string;
                };
                quantity: number;
                /**
                 * @default {
                 *       "own": [],
                 *       "rent": false
                 *     }
                 */
                tools: {
                    /** @default [] */
                    own: number[];
                    /** @default false */
                    rent: boolean;
                };
                tuneIds: number[];
                vehicle: {
                    engine: string;
                    make: string;
                    model: string;
                    path: string;
                    transmission: string | null;
                    year: string;
                };
            })[];
            /** @default false */
            merge: boolean;
        };
        CatalogEstimate: {
            currency: string;
            install_fee: {
                amount_minor: number;
                currency: string;
            };
            lines: ({
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                kind: string;
                name: string;
                tune_id: number;
                /** @enum {string} */
                type: "tune";
            } | {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                /** @enum {string} */
                mode: "buy" | "rent" | "owned";
                name: string;
                tool_id: number;
                /** @enum {string} */
                type: "tool";
            } | {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                name: string;
                /** @enum {string} */
                type: "install_fee";
            })[];
            purchase_id: number | null;
            rentable_tool_id: number | null;
            /** @enum {string} */
            role: "customer" | "dealer";
            tool_cost: {
                amount_minor: number;
                currency: string;
            };
            total: {
                amount_minor: number;
                currency: string;
            };
            tunes_total: {
                amount_minor: number;
                currency: string;
            };
            vehicle: string;
            vehicle_name: string;
        };
        CatalogEstimateRequest: {
            currency?: string;
            /** @default [] */
            own: number[];
            /** @default false */
            rent: boolean;
            /**
             * @description Keep it as the logged-in buyer’s purchase (prices and currency fixed) to pay next
             * @default false
             */
            save: boolean;
            selection: string;
            vehicle: string;
        };
        CatalogPayLaterRequest: {
            dealer_id?: string;
            purchase_id: number;
        };
        CatalogPayRequest: {
            payment: {
                device_data?: string | null;
                payment_nonce?: string | null;
                ppe_order_id?: string | null;
                stripe_payment_method_id?: string | null;
                stripe_payment_method_new?: boolean | null;
                test_token?: string | null;
            };
            purchase_id: number;
        };
        CatalogPurchase: {
            billed_to: string | null;
            buyer_id: string;
            committed_at: string | null;
            created_at: string;
            currency: string;
            id: number;
            install_fee: {
                amount_minor: number;
                currency: string;
            };
            lines: ({
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                kind: string;
                name: string;
                tune_id: number;
                /** @enum {string} */
                type: "tune";
            } | {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                /** @enum {string} */
                mode: "buy" | "rent" | "owned";
                name: string;
                tool_id: number;
                /** @enum {string} */
                type: "tool";
            } | {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                name: string;
                /** @enum {string} */
                type: "install_fee";
            })[];
            notes: string;
            payment_provider: string | null;
            /** @enum {string} */
            role: "customer" | "dealer";
            selection: string;
            /** @enum {string} */
            status: "estimate" | "paying" | "paid" | "billed" | "ticket";
            tool_cost: {
                amount_minor: number;
                currency: string;
            };
            total: {
                amount_minor: number;
                currency: string;
            };
            tunes_total: {
                amount_minor: number;
                currency: string;
            };
            updated_at: string;
            vehicle: string;
            vehicle_name: string;
            vin: string;
        };
        CatalogPurchaseDetail: {
            billed_to: string | null;
            buyer_id: string;
            committed_at: string | null;
            created_at: string;
            currency: string;
            id: number;
            install_fee: {
                amount_minor: number;
                currency: string;
            };
            lines: ({
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                kind: string;
                name: string;
                tune_id: number;
                /** @enum {string} */
                type: "tune";
            } | {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                /** @enum {string} */
                mode: "buy" | "rent" | "owned";
                name: string;
                tool_id: number;
                /** @enum {string} */
                type: "tool";
            } | {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                name: string;
                /** @enum {string} */
                type: "install_fee";
            })[];
            messages: {
                author: string;
                body: string;
                created_at: string;
                from_staff: boolean;
                id: number;
            }[];
            notes: string;
            payment_provider: string | null;
            /** @enum {string} */
            role: "customer" | "dealer";
            selection: string;
            /** @enum {string} */
            status: "estimate" | "paying" | "paid" | "billed" | "ticket";
            ticket_id: number | null;
            tool_cost: {
                amount_minor: number;
                currency: string;
            };
            total: {
                amount_minor: number;
                currency: string;
            };
            tunes_total: {
                amount_minor: number;
                currency: string;
            };
            updated_at: string;
            vehicle: string;
            vehicle_name: string;
            vin: string;
        };
        CatalogPurchaseList: {
            data: components["schemas"]["CatalogPurchase"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        CatalogPurchaseMessage: {
            body: string;
        };
        CatalogPurchasePatch: {
            notes?: string;
            vin?: string | "";
        };
        CatalogViaTicketRequest: {
            message: string;
            purchase_id: number;
        };
        CategoryPage: {
            /** @enum {string} */
            category: "engine-tuning" | "turbo-tuning" | "performance-tuning" | "eco-tuning" | "tcu-tuning" | "stage-1-tuning" | "stage-2-tuning" | "stage-3-tuning" | "stage-4-tuning" | "diesel-tuning";
            currency: string;
            data: components["schemas"]["CategoryTune"][];
            make: string | null;
            makes: {
                count: number;
                name: string;
                slug: string;
            }[];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        CategoryTune: {
            baseprice: {
                amount_minor: number;
                currency: string;
            };
            dealerprice: {
                amount_minor: number;
                currency: string;
            } | null;
            gain_hp: number | null;
            gain_torque: number | null;
            id: number;
            /** @enum {string} */
            kind: "ecu" | "tcu";
            name: string;
            price: {
                amount_minor: number;
                currency: string;
            };
            slug: string;
            stage: number | null;
            tune_types: string[];
            vehicle: components["schemas"]["VehicleRef"];
        };
        CheckoutEstimate: {
            billing_address: {
                city: string;
                country_code: string;
                email: string;
                full_name: string;
                line1: string;
                line2: string;
                phone: string;
                postal_code: string;
                state: string;
            };
            currency: string;
            discount: {
                amount_minor: number;
                currency: string;
            };
            discount_codes: {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                code: string;
            }[];
            lines: {
                line_total: {
                    amount_minor: number;
                    currency: string;
                };
                name: string;
                options: {
                    option: string;
                    selection: string;
                }[];
                quantity: number;
                slug: string;
                subtext: string;
                unit_price: {
                    amount_minor: number;
                    currency: string;
                };
            }[];
            requires_shipping: boolean;
            shipping: {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                max_days: number;
                min_days: number;
                name: string;
                /** @enum {string} */
                tier: "standard" | "express";
            } | null;
            shipping_address: {
                city: string;
                country_code: string;
                email: string;
                full_name: string;
                line1: string;
                line2: string;
                phone: string;
                postal_code: string;
                state: string;
            } | null;
            shipping_options: {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                max_days: number;
                min_days: number;
                name: string;
                /** @enum {string} */
                tier: "standard" | "express";
            }[];
            subtotal: {
                amount_minor: number;
                currency: string;
            };
            tax: {
                amount_minor: number;
                currency: string;
            };
            taxes: {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                inclusive: boolean;
                name: string;
                rate_percent: number;
            }[];
            total: {
                amount_minor: number;
                currency: string;
            };
        };
        CompatList: {
            data: (components["schemas"]["VehicleRef"] & {
                tune_count: number;
            })[];
            /** @enum {string} */
            kind: "fzl" | "fz3";
            tools: {
                id: number;
                name: string;
                slug: string;
            }[];
        };
        CompatSubscribeBody: {
            email: string;
        };
        CompatSubscription: {
            email: string;
            /** @enum {string} */
            kind: "fzl" | "fz3";
            /** @enum {boolean} */
            subscribed: true;
        };
        ContactUs: {
            /** Format: email */
            email: string;
            /** @default  */
            message: string;
            /** @default  */
            name: string;
            /** @default  */
            subject: string;
        };
        ContactUsAnswer: {
            /** @enum {boolean} */
            received: true;
            ticket_id: number;
        };
        ContentHtml: {
            html: string;
        };
        ContentImage: {
            content_type: string;
            size: number;
            url: string;
        };
        ContentPreviewRequest: {
            markdown: string;
        };
        ConversionRate: {
            currency_from: string;
            currency_to: string;
            rate: string;
            updated_at: string | null;
        };
        Country: {
            code: string;
            name: string;
        };
        CreatedDatalog: {
            /** Format: uuid */
            id: string;
            redirect: string;
        };
        CreatedOrder: {
            order: components["schemas"]["Order"];
            /** @description Pays and shows the order without a login */
            token: string;
        };
        CreatedTuneRequest: {
            id: number;
            redirect: string;
            status: string;
        };
        CreditCodeAutoclaim: {
            balances: components["schemas"]["TuneCreditAmounts"];
            claimed: {
                code: string;
                credits: components["schemas"]["TuneCreditAmounts"];
            }[];
            email_verified: boolean;
        };
        CreditCodeCheck: {
            claimed: boolean;
            claimed_by_you: boolean;
            code: string;
            credits: components["schemas"]["TuneCreditAmounts"];
        };
        CreditCodeClaim: {
            already_claimed: boolean;
            balances: components["schemas"]["TuneCreditAmounts"];
            code: string;
            credits: components["schemas"]["TuneCreditAmounts"];
        };
        CreditLimitRequest: {
            amount_minor: number;
            /** Format: date-time */
            created_at: string;
            currency: string;
            current_limit_minor: number;
            dealer_id: string;
            id: number;
            reason: string;
            requested_by_email: string;
            requested_by_name: string;
            signed_as: string;
        };
        CreditLimitRequestCreate: {
            amount_minor: number;
            currency: string;
            reason: string;
        };
        CustomerTicket: {
            can_reply: boolean;
            created_at: string;
            customer_name: string;
            email: string;
            guest: boolean;
            id: number;
            last_message_at: string;
            messages: {
                /** @enum {string} */
                author_kind: "customer" | "staff" | "system";
                author_name: string;
                body: string;
                created_at: string;
                files: {
                    content_type: string;
                    /** Format: uuid */
                    id: string;
                    name: string;
                    size: number;
                    url: string;
                }[];
                id: number;
            }[];
            /** @enum {string} */
            status: "new" | "open" | "waiting-on-customer" | "solved" | "closed";
            title: string;
            /** @enum {string} */
            type: "TUNE" | "TOOL" | "GENERAL";
        };
        CustomerTicketList: {
            data: {
                created_at: string;
                id: number;
                last_message_at: string;
                messages: number;
                /** @enum {string} */
                status: "new" | "open" | "waiting-on-customer" | "solved" | "closed";
                title: string;
                /** @enum {string} */
                type: "TUNE" | "TOOL" | "GENERAL";
            }[];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        Datalog: {
            channels: {
                average: number;
                max: number;
                min: number;
                name: string;
                unit: string | null;
            }[];
            created_at: string;
            delimiter: string;
            duration: number;
            file_url: string;
            /** Format: uuid */
            id: string;
            original_name: string;
            row_count: number;
            sha256: string;
            size: number;
            time: {
                name: string;
                unit: string | null;
            };
        };
        DealerActivity: {
            /** @enum {string} */
            action: "user.role-changed" | "user.flags-changed" | "user.banned" | "user.unbanned" | "user.impersonated" | "session.revoked" | "organization.archived" | "member.invited" | "member.invite-canceled" | "member.joined" | "member.role-changed" | "member.removed" | "member.left" | "ledger.transferred" | "ledger.disbursed" | "ledger.corrected" | "dealer.balance-paid" | "dealer.settings-changed" | "dealer.branding-changed" | "fz-order.placed" | "fz-order.updated" | "dealer-transfer.created" | "dealer-transfer.reviewed" | "dealer-transfer.value-set" | "dealer-transfer.performed" | "dealer-transfer.cancelled" | "dealer-transfer.locked" | "value.transferred" | "order.refunded" | "order.updated" | "product.created" | "product.updated" | "stock.adjusted" | "stock.threshold-changed" | "sale.created" | "sale.updated" | "sale.ended" | "sale.deleted" | "discount-code.created" | "discount-code.updated" | "site.theme-changed" | "dealer.created" | "dealer.updated" | "dealer.credit-limit-changed" | "dealer.credit-limit-requested" | "dealer.statement-accepted" | "signature-authority.named" | "signature-authority.revoked" | "dealer-application.approved" | "dealer-application.refused" | "page.saved" | "page.restored";
            actor: string | null;
            /** Format: date-time */
            at: string;
            id: number;
            summary: string;
        };
        DealerAddressList: {
            data: {
                address: {
                    city: string;
                    country_code: string;
                    /** @default  */
                    email: "" | string;
                    full_name: string;
                    id: number | null;
                    line1: string;
                    /** @default  */
                    line2: string;
                    /** @default  */
                    phone: string;
                    /** @default  */
                    postal_code: string;
                    readonly: boolean;
                    /** @default  */
                    state: string;
                };
                /** @enum {string} */
                kind: "shop" | "billing";
                label: string;
                line: string;
            }[];
        };
        DealerApplication: {
            applicant: {
                email: string;
                id: string;
                name: string;
            };
            billing_address: {
                city: string;
                country_code: string;
                full_name: string;
                line1: string;
                /** @default  */
                line2: string;
                /** @default  */
                postal_code: string;
                /** @default  */
                state: string;
            };
            company_name: string;
            created_at: string;
            dealer: {
                name: string;
                slug: string;
            } | null;
            decided_at: string | null;
            /** @description Who decided (admins only; null for the applicant) */
            decided_by: string | null;
            documents: {
                content_type: string;
                /** Format: uuid */
                id: string;
                name: string;
                size: number;
                url: string | null;
            }[];
            email: string;
            id: number;
            legal_name: string;
            phone: string;
            reason: string;
            shop_address: {
                city: string;
                country_code: string;
                line1: string;
                /** @default  */
                line2: string;
                /** @default  */
                postal_code: string;
                /** @default  */
                state: string;
            };
            specializations: {
                id: number;
                name: string;
            }[];
            /** @enum {string} */
            status: "submitted" | "approved" | "refused";
            tax_id: string;
            tools: {
                id: number;
                name: string;
            }[];
            website: string;
        };
        DealerApplicationList: {
            data: {
                applicant: {
                    email: string;
                    id: string;
                    name: string;
                };
                city: string;
                company_name: string;
                created_at: string;
                decided_at: string | null;
                documents: number;
                id: number;
                /** @enum {string} */
                status: "submitted" | "approved" | "refused";
            }[];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        DealerApplicationRefusal: {
            reason: string;
        };
        DealerBalance: {
            credits: {
                awd: number;
                ecu: number;
                tcu: number;
            };
            money: components["schemas"]["DealerMoneyPosition"][];
        };
        DealerBranding: {
            accent_color: string | null;
            legal_name: string;
            logo: {
                file_id: string;
                src: string;
            } | null;
            name: string;
            primary_color: string | null;
        };
        /**
         * @example {
         *       "primary_color": "#1d4ed8",
         *       "accent_color": "#f59e0b",
         *       "logo_file_id": null
         *     }
         */
        DealerBrandingInput: {
            accent_color: string | null;
            /** Format: uuid */
            logo_file_id: string | null;
            primary_color: string | null;
        };
        DealerCode: {
            claimed: boolean;
            claimed_at: string | null;
            claimed_by: {
                email: string;
                name: string;
            } | null;
            code: string;
            created_at: string;
            credits: {
                awd: number;
                ecu: number;
                tcu: number;
            };
            invoice_id: number;
            recipient_email: string | null;
        };
        DealerCodeList: {
            data: components["schemas"]["DealerCode"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        DealerCreditPurchase: {
            balance: components["schemas"]["DealerBalance"];
            created: boolean;
            credits: number;
            /** @enum {string} */
            kind: "ecu" | "tcu" | "awd";
            total: {
                amount_minor: number;
                currency: string;
            };
            transaction_id: string;
        };
        DealerDashboard: {
            activity: components["schemas"]["DealerActivity"][];
            credits: {
                awd: number;
                ecu: number;
                tcu: number;
            };
            money: {
                available: {
                    amount_minor: number;
                    currency: string;
                };
                balance: {
                    amount_minor: number;
                    currency: string;
                };
                credit_limit: {
                    amount_minor: number;
                    currency: string;
                };
            }[] | null;
            onboarding: components["schemas"]["DealerOnboardingProgress"];
            open_requests: {
                count: number;
                latest: {
                    /** Format: date-time */
                    created_at: string;
                    id: number;
                    /** @enum {string} */
                    status: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
                    vehicle: string;
                }[];
            };
        };
        DealerEntry: {
            amount: {
                amount_minor: number;
                currency: string;
            };
            balance_after: {
                amount_minor: number;
                currency: string;
            };
            created_at: string;
            id: number;
            kind: string;
            kind_label: string;
            memo: string;
            transaction_id: string;
        };
        DealerEntryList: {
            currency: string;
            data: components["schemas"]["DealerEntry"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        DealerInvitation: {
            dealer: {
                name: string;
                slug: string;
            };
            /** Format: date-time */
            expires_at: string;
            id: string;
            invited_by: string | null;
            /** @enum {string} */
            role: "owner" | "manager" | "member";
            /** @enum {string} */
            status: "pending" | "accepted" | "canceled" | "expired";
        };
        DealerInvite: {
            /** Format: date-time */
            created_at: string;
            email: string;
            /** Format: date-time */
            expires_at: string;
            id: string;
            invited_by: string | null;
            /** @enum {string} */
            role: "owner" | "manager" | "member";
            /** @enum {string} */
            status: "pending" | "accepted" | "canceled" | "expired";
        };
        DealerInvoice: {
            buyer: {
                email: string;
                name: string;
            };
            code_count: number;
            codes: {
                claimed: boolean;
                code: string;
            }[];
            /** Format: date-time */
            committed_at: string | null;
            /** Format: date-time */
            created_at: string;
            credits_per_code: {
                awd: number;
                ecu: number;
                tcu: number;
            };
            id: number;
            letterhead: {
                accent_color: string;
                address: string[];
                dealer_name: string;
                email: string;
                legal_name: string;
                logo_url: string | null;
                primary_color: string;
                shop_address: string[];
                shop_legal_name: string;
                shop_name: string;
                tax_id: string;
            };
            number: string;
            settlement: string;
            /** @enum {string} */
            status: "estimated" | "committed";
            total: {
                amount_minor: number;
                currency: string;
            };
            transaction_id: string | null;
            unit_price: {
                amount_minor: number;
                currency: string;
            };
        };
        DealerLogoUpload: {
            file_id: string;
            src: string;
        };
        DealerMember: {
            email: string;
            id: string;
            name: string;
            /** @enum {string} */
            role: "owner" | "manager" | "member";
            /** Format: date-time */
            since: string;
            user_id: string;
        };
        DealerMoneyPosition: {
            available: {
                amount_minor: number;
                currency: string;
            };
            balance: {
                amount_minor: number;
                currency: string;
            };
            credit_limit: {
                amount_minor: number;
                currency: string;
            };
            currency: string;
            owed: {
                amount_minor: number;
                currency: string;
            };
        };
        DealerOnboardingProgress: {
            complete: boolean;
            done: number;
            steps: {
                done: boolean;
                href: string;
                /** @enum {string} */
                key: "billing-info" | "member-invited" | "tools" | "branding" | "credit-purchase";
                label: string;
            }[];
            total: number;
        };
        DealerPayment: {
            amount: {
                amount_minor: number;
                currency: string;
            };
            charge_id: string | null;
            created: boolean;
            position: components["schemas"]["DealerMoneyPosition"];
            transaction_id: string;
        };
        DealerSettings: {
            billing_address: {
                city: string;
                country_code: string;
                /** @default  */
                email: "" | string;
                full_name: string;
                id: number;
                line1: string;
                /** @default  */
                line2: string;
                /** @default  */
                phone: string;
                /** @default  */
                postal_code: string;
                readonly: boolean;
                /** @default  */
                state: string;
            } | null;
            company: {
                /** @default  */
                email: "" | string;
                legal_name: string;
                /** @default  */
                phone: string;
                /** @default  */
                tax_id: string;
                /** @default  */
                website: "" | string;
            };
            currencies: string[];
            located: boolean;
            preferred_display_currency: string | null;
            shop_address: {
                city: string;
                country_code: string;
                line1: string;
                /** @default  */
                line2: string;
                /** @default  */
                postal_code: string;
                /** @default  */
                state: string;
            };
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @example {
         *       "company": {
         *         "legal_name": "Redline Performance LLC",
         *         "tax_id": "88-1234567",
         *         "email": "shop@redline-performance.example",
         *         "phone": "+1 775 555 0190",
         *         "website": "https://redline-performance.example"
         *       },
         *       "shop_address": {
         *         "line1": "4410 Industrial Way",
         *         "line2": "",
         *         "city": "Reno",
         *         "state": "NV",
         *         "postal_code": "89502",
         *         "country_code": "US"
         *       },
         *       "billing_address": {
         *         "country_code": "US",
         *         "full_name": "Redline Performance Accounts Payable",
         *         "line1": "4410 Industrial Way",
         *         "line2": "",
         *         "city": "Reno",
         *         "state": "NV",
         *         "postal_code": "89502",
         *         "email": "dealer@example.com",
         *         "phone": "+1 775 555 0190"
         *       },
         *       "preferred_display_currency": null
         *     }
         */
        DealerSettingsInput: {
            billing_address: {
                city: string;
                country_code: string;
                /** @default  */
                email: "" | string;
                full_name: string;
                line1: string;
                /** @default  */
                line2: string;
                /** @default  */
                phone: string;
                /** @default  */
                postal_code: string;
                /** @default  */
                state: string;
            } | null;
            company: {
                /** @default  */
                email: "" | string;
                legal_name: string;
                /** @default  */
                phone: string;
                /** @default  */
                tax_id: string;
                /** @default  */
                website: "" | string;
            };
            preferred_display_currency: string | null;
            shop_address: {
                city: string;
                country_code: string;
                line1: string;
                /** @default  */
                line2: string;
                /** @default  */
                postal_code: string;
                /** @default  */
                state: string;
            };
        };
        DealerSnapshot: {
            /** Format: date-time */
            as_of: string;
            credits: {
                awd: number;
                ecu: number;
                tcu: number;
            };
            /** Format: date */
            date: string;
            dealer: {
                name: string;
                slug: string;
            };
            letterhead: {
                accent_color: string;
                address: string[];
                dealer_name: string;
                email: string;
                legal_name: string;
                logo_url: string | null;
                primary_color: string;
                shop_address: string[];
                shop_legal_name: string;
                shop_name: string;
                tax_id: string;
            } | null;
            members: number;
            money: {
                available: {
                    amount_minor: number;
                    currency: string;
                };
                balance: {
                    amount_minor: number;
                    currency: string;
                };
                credit_limit: {
                    amount_minor: number;
                    currency: string;
                };
            }[] | null;
            open_requests: number;
            open_transfers: {
                amount: number;
                /** Format: date-time */
                created_at: string;
                id: string;
                recipient: string;
                /** @enum {string} */
                state: "pending" | "reviewed" | "performed" | "cancelled" | "locked";
                unit: string;
                /** @enum {string} */
                value: "money" | "ecu" | "tcu" | "awd";
            }[] | null;
            unpaid_statements: {
                /** Format: date */
                due_date: string;
                id: string;
                number: string;
                outstanding: {
                    amount_minor: number;
                    currency: string;
                };
                overdue: boolean;
                owed: {
                    amount_minor: number;
                    currency: string;
                };
                /** Format: date */
                period_start: string;
            }[] | null;
        };
        DealersNearby: {
            data: {
                city: string;
                distance_km: number;
                name: string;
                phone: string;
                postal_code: string;
                slug: string;
                specializations: {
                    name: string;
                    slug: string;
                }[];
                state: string;
                website: string;
            }[];
            origin: {
                label: string;
                latitude: number;
                longitude: number;
            };
            /** @enum {string} */
            unit: "mi" | "km";
        };
        DealerSpecializationChoiceList: {
            data: {
                chosen: boolean;
                id: number;
                name: string;
                slug: string;
            }[];
        };
        DealerSpecializationList: {
            data: {
                id: number;
                name: string;
                slug: string;
            }[];
        };
        /**
         * @example {
         *       "specializations": [
         *         {
         *           "id": 1
         *         }
         *       ]
         *     }
         */
        DealerSpecializationsInput: {
            specializations: {
                id: number;
            }[];
        };
        DealerToolList: {
            data: {
                id: number;
                install_fee: {
                    amount_minor: number;
                    currency: string;
                } | null;
                name: string;
                owned: boolean;
            }[];
        };
        DealerToolOffers: {
            currency: string;
            discount_percent: number;
            specializations: {
                id: number;
                name: string;
                slug: string;
            }[];
            tools: {
                dealer_minor: number;
                id: number;
                install_fee_minor: number;
                name: string;
                product_slug: string;
                retail_minor: number;
            }[];
        };
        /**
         * @example {
         *       "currency": "USD",
         *       "tools": [
         *         {
         *           "id": 1,
         *           "install_fee": 15000
         *         }
         *       ]
         *     }
         */
        DealerToolsInput: {
            currency?: string;
            tools: {
                id: number;
                install_fee: number;
            }[];
        };
        DealerTransfer: {
            actions: ("review" | "set-value" | "perform" | "cancel" | "lock-old")[];
            amount: number;
            /** Format: date-time */
            cancelled_at: string | null;
            cancelled_by: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            created_at: string;
            created_by: {
                id: string;
                name: string;
            } | null;
            /** Format: uuid */
            group_id: string | null;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            locked_at: string | null;
            memo: string;
            /** Format: date-time */
            performed_at: string | null;
            performed_by: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            reviewed_at: string | null;
            reviewed_by: {
                id: string;
                name: string;
            } | null;
            /** @enum {string} */
            state: "pending" | "reviewed" | "performed" | "cancelled" | "locked";
            to: {
                email: string | null;
                /** @enum {string} */
                kind: "customer" | "dealer";
                name: string;
                slug: string | null;
            };
            /** Format: uuid */
            transaction_id: string | null;
            unit: string;
            /** @enum {string} */
            value: "money" | "ecu" | "tcu" | "awd";
            /** Format: date-time */
            value_set_at: string | null;
        };
        DealerTransferGroup: {
            /** Format: date-time */
            created_at: string;
            created_by: {
                id: string;
                name: string;
            } | null;
            /** Format: uuid */
            id: string;
            memo: string;
            refused: {
                code: string;
                /** Format: uuid */
                id: string;
                message: string;
            }[];
            transfers: components["schemas"]["DealerTransfer"][];
        };
        /**
         * @example {
         *       "memo": "Spring promotion",
         *       "transfers": [
         *         {
         *           "to": {
         *             "kind": "customer",
         *             "email": "customer@example.com"
         *           },
         *           "value": "ecu",
         *           "amount": 1,
         *           "memo": ""
         *         }
         *       ]
         *     }
         */
        DealerTransferGroupInput: {
            /** @default  */
            memo: string;
            transfers: {
                amount: number;
                /** @enum {string} */
                currency?: "USD" | "CAD" | "EUR" | "GBP" | "AUD" | "NZD" | "MXN" | "BRL" | "HKD" | "CNY" | "INR" | "ILS" | "TWD" | "PHP" | "JPY" | "KRW" | "VND";
                /** @default  */
                memo: string;
                to: {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    kind: "customer";
                } | {
                    /** @enum {string} */
                    kind: "dealer";
                    slug: string;
                };
                /** @enum {string} */
                value: "money" | "ecu" | "tcu" | "awd";
            }[];
        };
        /**
         * @example {
         *       "to": {
         *         "kind": "customer",
         *         "email": "customer@example.com"
         *       },
         *       "value": "ecu",
         *       "amount": 2,
         *       "memo": "Stage 1"
         *     }
         */
        DealerTransferInput: {
            amount: number;
            /** @enum {string} */
            currency?: "USD" | "CAD" | "EUR" | "GBP" | "AUD" | "NZD" | "MXN" | "BRL" | "HKD" | "CNY" | "INR" | "ILS" | "TWD" | "PHP" | "JPY" | "KRW" | "VND";
            /** @default  */
            memo: string;
            to: {
                /** Format: email */
                email: string;
                /** @enum {string} */
                kind: "customer";
            } | {
                /** @enum {string} */
                kind: "dealer";
                slug: string;
            };
            /** @enum {string} */
            value: "money" | "ecu" | "tcu" | "awd";
        };
        DealerTransferList: {
            data: components["schemas"]["DealerTransfer"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        DealerTransferLockOld: {
            /** @description How many transfers were locked */
            locked: number;
        };
        /**
         * @example {
         *       "amount": 2
         *     }
         */
        DealerTransferSetValue: {
            amount: number;
        };
        DownloadToken: {
            expires_at: string;
            token: string;
        };
        DynoCsv: {
            crank_factor: number;
            crank_horsepower: {
                /** @enum {string} */
                unit: "hp" | "kW" | "PS";
                value: number;
            };
            crank_torque: {
                /** @enum {string} */
                unit: "lb-ft" | "Nm";
                value: number;
            };
            curves: {
                rpm: number[];
                stock_hp: number[];
                stock_torque: number[];
                tuned_hp: number[];
                tuned_torque: number[];
            };
            file: string;
            horsepower: {
                /** @enum {string} */
                unit: "hp" | "kW" | "PS";
                value: number;
            };
            id: number;
            label: string;
            /** @enum {string} */
            source: "upload" | "other";
            torque: {
                /** @enum {string} */
                unit: "lb-ft" | "Nm";
                value: number;
            };
            torque_limit: {
                /** @enum {string} */
                unit: "lb-ft" | "Nm";
                value: number;
            };
            tune_id: number;
        };
        EditablePage: {
            description: string;
            faq: {
                id: string;
                questions: {
                    html: string;
                    id: string;
                    question: string;
                }[];
                title: string;
            }[] | null;
            html: string;
            slug: string;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        EngineDetail: {
            currency: string;
            /** @enum {string} */
            fuel: "petrol" | "diesel" | "hybrid";
            id: number;
            make: {
                id: number;
                name: string;
                /** @enum {string} */
                origin: "europe" | "north-america" | "asia";
                slug: string;
            };
            model: {
                id: number;
                name: string;
                slug: string;
            };
            name: string;
            other_role_discounts: {
                [key: string]: number;
            };
            seo: {
                body: string;
                description: string;
                title: string;
            } | null;
            slug: string;
            stock_horsepower: {
                /** @enum {string} */
                unit: "hp" | "kW" | "PS";
                value: number;
            };
            stock_torque: {
                /** @enum {string} */
                unit: "lb-ft" | "Nm";
                value: number;
            };
            tool_restrictions: {
                reason: string;
                tool_id: number;
            }[];
            transmissions: {
                id: number;
                name: string;
                slug: string;
            }[];
            tunes: {
                addonprice: {
                    amount_minor: number;
                    currency: string;
                };
                baseaddonprice: {
                    amount_minor: number;
                    currency: string;
                };
                baseprice: {
                    amount_minor: number;
                    currency: string;
                };
                crank_horsepower: {
                    /** @enum {string} */
                    unit: "hp" | "kW" | "PS";
                    value: number;
                };
                crank_torque: {
                    /** @enum {string} */
                    unit: "lb-ft" | "Nm";
                    value: number;
                };
                dealeraddonprice: {
                    amount_minor: number;
                    currency: string;
                } | null;
                dealerprice: {
                    amount_minor: number;
                    currency: string;
                } | null;
                description: string;
                dyno_csv_ids: number[];
                give_split_credits: boolean;
                horsepower: {
                    /** @enum {string} */
                    unit: "hp" | "kW" | "PS";
                    value: number;
                };
                id: number;
                is_stock: boolean;
                name: string;
                notes: string;
                optional: boolean;
                part_number: string;
                price: {
                    amount_minor: number;
                    currency: string;
                };
                recommended: number[];
                requires: number[];
                slug: string;
                split_awd_credit_amt: number;
                split_ecu_credit_amt: number;
                split_tcu_credit_amt: number;
                stage: number | null;
                tools: number[];
                torque: {
                    /** @enum {string} */
                    unit: "lb-ft" | "Nm";
                    value: number;
                };
                torque_limit: {
                    /** @enum {string} */
                    unit: "lb-ft" | "Nm";
                    value: number;
                };
                tune_types: {
                    group: string | null;
                    id: number;
                    is_awd: boolean;
                    is_dsg: boolean;
                    name: string;
                    slug: string;
                }[];
            }[];
            year: string;
        };
        EngineList: {
            data: {
                /** @enum {string} */
                fuel: "petrol" | "diesel" | "hybrid";
                id: number;
                name: string;
                slug: string;
                stock_horsepower: {
                    /** @enum {string} */
                    unit: "hp" | "kW" | "PS";
                    value: number;
                };
                stock_torque: {
                    /** @enum {string} */
                    unit: "lb-ft" | "Nm";
                    value: number;
                };
            }[];
        };
        Error: {
            code: string;
            errors?: {
                [key: string]: string[];
            };
            message: string;
        };
        FeaturedItem: {
            badge: string | null;
            gain_hp: number | null;
            gain_torque_lbft: number | null;
            href: string;
            image: string;
            /** @enum {string} */
            kind: "tune" | "product";
            price: {
                amount_minor: number;
                currency: string;
            } | null;
            slug: string;
            subtitle: string;
            title: string;
            vehicle: string | null;
        };
        FeaturedList: {
            currency: string;
            data: components["schemas"]["FeaturedItem"][];
        };
        FeedbackAnswer: {
            /** @default  */
            comment: string;
            rating: number;
        };
        FeedbackRequest: {
            about: {
                id: number;
                /** @enum {string} */
                kind: "ticket" | "tune-request";
                title: string;
            };
            answered: boolean;
            comment: string | null;
            id: number;
            rating: number | null;
            submitted_at: string | null;
        };
        FzOrder: {
            /** Format: date-time */
            cancelled_at: string | null;
            /** Format: date-time */
            created_at: string;
            dealer: {
                name: string;
                slug: string;
            };
            /** Format: date-time */
            delivered_at: string | null;
            id: number;
            lines: {
                line_total: {
                    amount_minor: number;
                    currency: string;
                };
                quantity: number;
                tool_id: number;
                tool_name: string;
                unit_price: {
                    amount_minor: number;
                    currency: string;
                };
            }[];
            note: string;
            /** @enum {string} */
            order_type: "FLASHZILLAV3" | "FZPRO";
            placed_by: string | null;
            /** Format: date-time */
            shipped_at: string | null;
            /** @enum {string} */
            state: "placed" | "shipped" | "delivered" | "cancelled";
            total: {
                amount_minor: number;
                currency: string;
            };
            tracking_number: string | null;
        };
        FzOrderCatalog: {
            available: {
                amount_minor: number;
                currency: string;
            };
            billing_ready: boolean;
            currency: string;
            tools: {
                dealer_price: {
                    amount_minor: number;
                    currency: string;
                };
                id: number;
                name: string;
                /** @enum {string} */
                order_type: "FLASHZILLAV3" | "FZPRO";
                retail_price: {
                    amount_minor: number;
                    currency: string;
                } | null;
            }[];
        };
        /**
         * @example {
         *       "order_type": "FLASHZILLAV3",
         *       "lines": [
         *         {
         *           "tool_id": 1,
         *           "quantity": 2
         *         }
         *       ],
         *       "note": ""
         *     }
         */
        FzOrderInput: {
            lines: {
                quantity: number;
                tool_id: number;
            }[];
            /** @default  */
            note: string;
            /**
             * @default FLASHZILLAV3
             * @enum {string}
             */
            order_type: "FLASHZILLAV3" | "FZPRO";
        };
        FzOrderList: {
            data: components["schemas"]["FzOrder"][];
        };
        /**
         * @example {
         *       "state": "shipped",
         *       "tracking_number": "1Z999AA10123456784"
         *     }
         */
        FzOrderUpdate: {
            /** @enum {string} */
            state: "shipped" | "delivered" | "cancelled";
            tracking_number?: string;
        };
        GlobalCompatRuleList: {
            data: {
                description: string;
                id: number;
                make_id: number | null;
                tool_id: number;
                tune_type_id: number | null;
            }[];
        };
        Guide: {
            currency: string;
            engine: {
                name: string;
                slug: string;
            } | null;
            make: {
                name: string;
                slug: string;
            };
            model: {
                name: string;
                slug: string;
            } | null;
            steps: components["schemas"]["GuideStep"][];
            title: string;
            year: string | null;
        };
        GuideStep: {
            body: string;
            href: string | null;
            /** @enum {string} */
            kind: "vehicle" | "tune" | "transmission" | "tool" | "add-ons" | "note";
            title: string;
            tools: {
                id: number;
                install_fee: {
                    amount_minor: number;
                    currency: string;
                };
                name: string;
                price: {
                    amount_minor: number;
                    currency: string;
                };
                product_slug: string;
                rent_price: {
                    amount_minor: number;
                    currency: string;
                } | null;
            }[];
            tunes: {
                dealerprice: {
                    amount_minor: number;
                    currency: string;
                } | null;
                id: number;
                name: string;
                price: {
                    amount_minor: number;
                    currency: string;
                };
                stage: number | null;
            }[];
        };
        Impersonation: {
            user: {
                email: string;
                id: string;
                name: string;
            };
        };
        JobCounts: {
            completed: number;
            failed: number;
            names: string[];
            queued: number;
            running: number;
        };
        JobList: {
            counts: components["schemas"]["JobCounts"];
            data: components["schemas"]["BackgroundJob"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        KitBuilderTree: {
            currency: string;
            steps: {
                id: string;
                optional: boolean;
                products: components["schemas"]["ProductSummary"][];
                title: string;
            }[];
        };
        LedgerPosting: {
            /** Format: uuid */
            account_id: string;
            account_kind: string;
            amount: string;
            amount_minor: string;
            entry_id: number;
            owner_email: string | null;
            owner_id: string;
            /** @enum {string} */
            owner_kind: "user" | "organization" | "system";
            owner_name: string | null;
            unit: string;
        };
        LedgerTransaction: {
            /** Format: date-time */
            created_at: string;
            created_by_name: string | null;
            created_by_user_id: string | null;
            /** Format: uuid */
            id: string;
            kind: string;
            memo: string;
            object: {
                id: string;
                /** @enum {string} */
                type: "order" | "tune-request" | "credit-code" | "value-transfer";
            } | null;
            postings: components["schemas"]["LedgerPosting"][];
            reason: string | null;
        };
        LedgerTransactionList: {
            data: components["schemas"]["LedgerTransaction"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        MakeList: {
            data: {
                id: number;
                name: string;
                /** @enum {string} */
                origin: "europe" | "north-america" | "asia";
                slug: string;
            }[];
        };
        ModelList: {
            data: {
                id: number;
                name: string;
                slug: string;
            }[];
        };
        MyDealerApplication: {
            application: components["schemas"]["DealerApplication"] | null;
        };
        NewShortLink: {
            hash?: string;
            target_path: string;
        };
        NewsletterConfirmAnswer: {
            email: string;
            list: components["schemas"]["NewsletterList"];
        };
        NewsletterIssue: {
            confirmed_subscribers: number;
            /** Format: date-time */
            created_at: string;
            delivered: number;
            html: string;
            id: number;
            list: components["schemas"]["NewsletterList"];
            markdown: string;
            /** Format: date-time */
            sent_at: string | null;
            slug: string;
            /** @enum {string} */
            status: "draft" | "sending" | "sent";
            subject: string;
            total: number;
            /** Format: date-time */
            updated_at: string;
        };
        NewsletterIssueInput: {
            /** @description A list’s slug (`shop-news`, `dealer-blog-posts`) */
            list: string;
            markdown: string;
            slug: string;
            subject: string;
        };
        NewsletterIssueSummary: {
            /** Format: date-time */
            created_at: string;
            delivered: number;
            id: number;
            list: components["schemas"]["NewsletterList"];
            /** Format: date-time */
            sent_at: string | null;
            slug: string;
            /** @enum {string} */
            status: "draft" | "sending" | "sent";
            subject: string;
            total: number;
            /** Format: date-time */
            updated_at: string;
        };
        NewsletterList: {
            description: string;
            slug: string;
            title: string;
        };
        NewsletterListOverview: {
            confirmed: number;
            description: string;
            pending: number;
            slug: string;
            title: string;
            unsubscribed: number;
        };
        NewsletterMySubscriptionChange: {
            subscribed: boolean;
        };
        NewsletterMySubscriptions: {
            email: string;
            lists: {
                description: string;
                slug: string;
                /** @enum {string|null} */
                status: "pending" | "confirmed" | "unsubscribed" | null;
                subscribed: boolean;
                title: string;
            }[];
        };
        NewsletterOverview: {
            issues: components["schemas"]["NewsletterIssueSummary"][];
            lists: components["schemas"]["NewsletterListOverview"][];
        };
        NewsletterPublicIssue: {
            html: string;
            list: components["schemas"]["NewsletterList"];
            /** Format: date-time */
            sent_at: string;
            slug: string;
            subject: string;
        };
        NewsletterSubscribeAnswer: {
            message: string;
            /** @enum {boolean} */
            received: true;
        };
        NewsletterSubscribeRequest: {
            /** Format: email */
            email: string;
            /** @description A list’s slug (`shop-news`, `dealer-blog-posts`) */
            list: string;
        };
        NewsletterTestSendAnswer: {
            sent_to: string;
        };
        NewsletterUnsubscribeAnswer: {
            list: components["schemas"]["NewsletterList"];
            /** @enum {boolean} */
            unsubscribed: true;
        };
        NewsletterUnsubscribeLink: {
            email: string;
            list: components["schemas"]["NewsletterList"];
            subscribed: boolean;
        };
        Order: {
            attribution_tag: string | null;
            billing_address: {
                city: string;
                country_code: string;
                email: string;
                full_name: string;
                line1: string;
                line2: string;
                phone: string;
                postal_code: string;
                state: string;
            };
            billing_address_line: string;
            created_at: string;
            currency: string;
            dealer_fulfilled: boolean;
            discount: {
                amount_minor: number;
                currency: string;
            };
            discount_codes: string[];
            email: string;
            id: number;
            lines: {
                line_total: {
                    amount_minor: number;
                    currency: string;
                };
                name: string;
                options: {
                    option: string;
                    selection: string;
                }[];
                quantity: number;
                slug: string;
                subtext: string;
                unit_price: {
                    amount_minor: number;
                    currency: string;
                };
            }[];
            paid_at: string | null;
            paths: {
                claim: string;
                complete: string;
                invoice: string;
                invoice_pdf: string;
            };
            refunds: {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                created_at: string;
            }[];
            shipping: {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                name: string;
                tier: string;
            } | null;
            shipping_address: {
                city: string;
                country_code: string;
                email: string;
                full_name: string;
                line1: string;
                line2: string;
                phone: string;
                postal_code: string;
                state: string;
            } | null;
            shipping_address_line: string | null;
            /** @enum {string} */
            status: "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
            subtotal: {
                amount_minor: number;
                currency: string;
            };
            tax: {
                amount_minor: number;
                currency: string;
            };
            taxes: {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                inclusive: boolean;
                name: string;
                rate_percent: number;
            }[];
            total: {
                amount_minor: number;
                currency: string;
            };
            tracking_number: string | null;
            tune_delivery: {
                claim_path: string;
                claimed: boolean;
                lines: {
                    name: string;
                    request: {
                        id: number;
                        path: string;
                        /** @enum {string} */
                        status: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
                        status_label: string;
                    } | null;
                    vehicle: string;
                }[];
            } | null;
        };
        OrderInvoice: {
            attribution_tag: string | null;
            billing_address: {
                city: string;
                country_code: string;
                email: string;
                full_name: string;
                line1: string;
                line2: string;
                phone: string;
                postal_code: string;
                state: string;
            };
            billing_address_line: string;
            created_at: string;
            currency: string;
            dealer_fulfilled: boolean;
            discount: {
                amount_minor: number;
                currency: string;
            };
            discount_codes: string[];
            email: string;
            id: number;
            lines: {
                line_total: {
                    amount_minor: number;
                    currency: string;
                };
                name: string;
                options: {
                    option: string;
                    selection: string;
                }[];
                quantity: number;
                slug: string;
                subtext: string;
                unit_price: {
                    amount_minor: number;
                    currency: string;
                };
            }[];
            paid_at: string | null;
            paths: {
                claim: string;
                complete: string;
                invoice: string;
                invoice_pdf: string;
            };
            refunds: {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                created_at: string;
            }[];
            seller: {
                address: string[];
                brand_color: string;
                legal_name: string;
                name: string;
                tax_number: string;
                url: string;
            };
            shipping: {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                name: string;
                tier: string;
            } | null;
            shipping_address: {
                city: string;
                country_code: string;
                email: string;
                full_name: string;
                line1: string;
                line2: string;
                phone: string;
                postal_code: string;
                state: string;
            } | null;
            shipping_address_line: string | null;
            /** @enum {string} */
            status: "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
            subtotal: {
                amount_minor: number;
                currency: string;
            };
            tax: {
                amount_minor: number;
                currency: string;
            };
            taxes: {
                amount: {
                    amount_minor: number;
                    currency: string;
                };
                inclusive: boolean;
                name: string;
                rate_percent: number;
            }[];
            total: {
                amount_minor: number;
                currency: string;
            };
            tracking_number: string | null;
            tune_delivery: {
                claim_path: string;
                claimed: boolean;
                lines: {
                    name: string;
                    request: {
                        id: number;
                        path: string;
                        /** @enum {string} */
                        status: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
                        status_label: string;
                    } | null;
                    vehicle: string;
                }[];
            } | null;
        };
        OutboxMail: {
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @enum {string} */
            status: "queued" | "sent" | "failed";
            subject: string;
            text: string;
            to: string;
        };
        PageDiff: {
            added: number;
            against: number;
            lines: {
                /** @enum {string} */
                kind: "added" | "removed" | "unchanged";
                text: string;
            }[];
            number: number;
            removed: number;
        };
        PageSave: {
            based_on_version: number;
            description: string;
            markdown: string;
            title: string;
        };
        PageVersion: {
            author: {
                id: string | null;
                name: string;
            };
            /** Format: date-time */
            created_at: string;
            description: string;
            markdown: string;
            number: number;
            restored_from: number | null;
            title: string;
        };
        PageVersionList: {
            data: {
                author: {
                    id: string | null;
                    name: string;
                };
                /** Format: date-time */
                created_at: string;
                number: number;
                restored_from: number | null;
                title: string;
            }[];
        };
        PageViewParams: {
            /** @description bot signal the page saw (0, 151 or 153) */
            b?: string;
            /** @description event: pageview, update or a prefixed event name */
            e?: string;
            /** @description path */
            p: string;
            /** @description query string */
            q?: string;
            /** @description referrer */
            r?: string;
            /** @description cache buster */
            rnd?: string;
            /** @description screen WIDTHxHEIGHT */
            s?: string;
            /** @description title */
            t?: string;
        };
        PaidWithCredits: {
            balances: components["schemas"]["TuneCreditAmounts"];
            credits: components["schemas"]["TuneCreditAmounts"];
            status: string;
            transaction_id: string;
            tune_request_id: number;
        };
        PaymentMethodSettings: {
            braintree: {
                client_token_url: string | null;
                enabled: boolean;
            };
            paypal: {
                client_id: string | null;
                currency_codes: string[];
                enabled: boolean;
            };
            stripe: {
                enabled: boolean;
                publishable_key: string | null;
            };
            test: {
                enabled: boolean;
                tokens: {
                    label: string;
                    outcome: string;
                    token: string;
                }[];
            };
        };
        PipelineBoard: {
            columns: {
                id: string;
                requests: components["schemas"]["PipelineCard"][];
                title: string;
            }[];
        };
        PipelineCard: {
            assigned: boolean;
            assigned_to_me: boolean;
            created_at: string;
            customer: {
                email: string;
                name: string;
            };
            id: number;
            rejection_reason: string | null;
            /** @enum {string} */
            status: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
            status_label: string;
            total: {
                amount_minor: number;
                currency: string;
            } | null;
            tuned_files: number;
            updated_at: string;
            vehicle: components["schemas"]["TuneRequestVehicle"];
            vehicle_description: string;
        };
        Product: {
            catalog_tool: boolean;
            category: string;
            /** @enum {string|null} */
            compat_type: "FZPRO" | "FLASHZILLAV3" | null;
            description: string;
            has_options: boolean;
            image: {
                alt: string;
                src: string;
            } | null;
            images: {
                alt: string;
                src: string;
            }[];
            /** @enum {string} */
            kind: "flash-tool" | "cable" | "accessory" | "merch";
            name: string;
            options: components["schemas"]["ProductOption"][];
            price: {
                amount_minor: number;
                currency: string;
            } | null;
            pricesByCurrency: {
                [key: string]: number;
            };
            slug: string;
            stock: {
                location: {
                    country: string;
                    name: string;
                    slug: string;
                };
                /** @enum {string} */
                state: "in-stock" | "low-stock" | "out-of-stock";
                units_left: number | null;
            }[];
            /** @enum {string} */
            stock_state: "in-stock" | "low-stock" | "out-of-stock";
            subtext: string;
            weight_grams: number;
        };
        ProductDetail: {
            currency: string;
            data: components["schemas"]["Product"];
        };
        ProductList: {
            categories: {
                count: number;
                name: string;
                slug: string;
            }[];
            currency: string;
            data: components["schemas"]["ProductSummary"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        ProductOption: {
            id: number;
            name: string;
            selections: {
                name: string;
                price: {
                    amount_minor: number;
                    currency: string;
                } | null;
                pricesByCurrency: {
                    [key: string]: number;
                };
            }[];
        };
        ProductSummary: {
            category: string;
            /** @enum {string|null} */
            compat_type: "FZPRO" | "FLASHZILLAV3" | null;
            has_options: boolean;
            image: {
                alt: string;
                src: string;
            } | null;
            /** @enum {string} */
            kind: "flash-tool" | "cable" | "accessory" | "merch";
            name: string;
            price: {
                amount_minor: number;
                currency: string;
            } | null;
            slug: string;
            /** @enum {string} */
            stock_state: "in-stock" | "low-stock" | "out-of-stock";
            subtext: string;
        };
        ProductUpdate: {
            active?: boolean;
            prices?: {
                [key: string]: number;
            };
            stock?: {
                location: string;
                quantity_on_hand: number;
            }[];
        };
        PublicBrandTheme: {
            accent: string;
            logo: {
                alt: string;
                src: string;
            } | null;
            primary: string;
        };
        Readiness: {
            /** @enum {string} */
            status: "ready";
        };
        RecaptchaSettings: {
            enabled: boolean;
            site_key: string | null;
        };
        RentalTool: {
            currency: string;
            id: number;
            install_fee: {
                amount_minor: number;
                currency: string;
            };
            name: string;
            price: {
                amount_minor: number;
                currency: string;
            };
            rent_price: {
                amount_minor: number;
                currency: string;
            };
            rental_days: number;
            slug: string;
            terms: string[];
        };
        RepresentativeContact: {
            /** @default  */
            company: string;
            /** Format: email */
            email: string;
            message: string;
            name: string;
            /** @default  */
            phone: string;
        };
        RepresentativeContactAnswer: {
            id: number;
            /** @enum {boolean} */
            received: true;
        };
        RescueSession: {
            contact_phone: string;
            created_at: string;
            description: string;
            ecu: string;
            estimate: {
                amount_minor: number;
                currency: string;
            } | null;
            id: number;
            /** @enum {string} */
            kind: "ID" | "check";
            owner: {
                email: string;
                name: string;
            };
            staff_note: string;
            /** @enum {string} */
            status: "open" | "free" | "estimated" | "paid" | "pay-later" | "closed";
            tool_name: string;
            tool_serial: string;
            tune_request_id: number | null;
            updated_at: string;
            vehicle: string;
            vin: string;
        };
        RescueSessionPage: {
            data: components["schemas"]["RescueSession"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        RevenueMetrics: {
            /** @enum {string} */
            bucket: "day" | "week" | "month";
            by_kind: {
                average_order_minor: number;
                currency: string;
                /** @enum {string} */
                kind: "store" | "catalog" | "tune-request";
                orders: number;
                revenue_minor: number;
            }[];
            cancelled_orders: number;
            currencies: string[];
            /** Format: date */
            from: string;
            periods: string[];
            points: {
                currency: string;
                orders: number;
                /** Format: date */
                period: string;
                revenue_minor: number;
            }[];
            refunded_orders: number;
            /** Format: date */
            to: string;
            totals: {
                average_order_minor: number;
                currency: string;
                orders: number;
                revenue_minor: number;
            }[];
        };
        Sale: {
            amount: number;
            /** @enum {string} */
            amountType: "percent" | "dollar";
            code: string | null;
            countdown: boolean;
            description: string;
            /** Format: date-time */
            end: string;
            name: string;
            /** Format: date-time */
            start: string;
            /** @enum {string} */
            type: "black-friday" | "black-friday2" | "holiday" | "spring" | "summer";
        };
        SavedStripePaymentMethod: {
            brand: string;
            exp_month: number;
            exp_year: number;
            id: string;
            last4: string;
        };
        ShortLink: {
            created_at: string;
            hash: string;
            hits: number;
            target_path: string;
        };
        ShortLinkTarget: {
            target_path: string;
        };
        SignatureAuthority: {
            /** Format: date-time */
            created_at: string;
            dealer: {
                id: string;
                name: string;
                slug: string;
            };
            id: number;
            legal_name: string;
            /** Format: date-time */
            revoked_at: string | null;
            signature_url: string;
            /** @enum {string} */
            status: "active" | "revoked";
            user_email: string;
            user_id: string;
            user_name: string;
        };
        SignatureAuthorityCreate: {
            /** @example redline-performance */
            dealer: string;
            legal_name: string;
            signature_base64: string;
            user_id: string;
        };
        SignatureAuthorityList: {
            data: components["schemas"]["SignatureAuthority"][];
            may_name: boolean;
            members: {
                email: string;
                name: string;
                user_id: string;
            }[];
        };
        StockAdjustment: {
            level: components["schemas"]["AdminStockLevel"];
            movement: components["schemas"]["StockMovement"];
        };
        /**
         * @example {
         *       "product": "fz3-flash-tool",
         *       "location": "costa-mesa",
         *       "reason": "received",
         *       "delta": 12,
         *       "note": "Delivery from the supplier, invoice 4411"
         *     }
         */
        StockAdjustmentInput: {
            counted?: number;
            delta?: number;
            location: string;
            /** @default  */
            note: string;
            product: string;
            /** @enum {string} */
            reason: "received" | "counted" | "damaged" | "returned";
        };
        StockMovement: {
            actor_email: string | null;
            /** Format: date-time */
            at: string;
            delta: number;
            id: number;
            location_name: string;
            location_slug: string;
            note: string;
            order_id: number | null;
            product_name: string;
            product_slug: string;
            quantity_after: number;
            /** @enum {string} */
            reason: "received" | "counted" | "damaged" | "returned" | "sale" | "refund";
        };
        StockThreshold: {
            low_stock_threshold: number;
            name: string;
            slug: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @example {
         *       "low_stock_threshold": 5
         *     }
         */
        StockThresholdInput: {
            low_stock_threshold: number;
        };
        SwitchStates: {
            "fz-shortage": boolean;
            "fz-shortage-month": string | null;
            "fzl-shortage": boolean;
            "fzl-shortage-month": string | null;
        };
        TagAttribution: {
            /** @description false when the same tag came from this visitor within the hour */
            recorded: boolean;
            tag: string;
        };
        TaxRate: {
            applies_to_shipping: boolean;
            country: string;
            id: number;
            inclusive: boolean;
            name: string;
            rate_percent: number;
            region: string;
            updated_at: string;
        };
        TicketAssignees: {
            data: {
                email: string;
                id: string;
                name: string;
                role: string;
            }[];
        };
        TicketChange: {
            assignee_user_id?: string | null;
            /** @enum {string} */
            priority?: "low" | "normal" | "high" | "urgent";
            /** @enum {string} */
            status?: "open" | "waiting-on-customer" | "solved" | "closed";
            /** @enum {string} */
            type?: "TUNE" | "TOOL" | "GENERAL";
            /** Format: date-time */
            version?: string;
        };
        TicketInboxDetail: {
            assignee: {
                id: string;
                name: string;
            } | null;
            clocks: {
                first_response: {
                    due_at: string;
                    left_ms: number;
                    overdue: boolean;
                    /** @enum {string} */
                    state: "running" | "paused" | "met" | "breached";
                    stopped_at: string | null;
                };
                resolution: {
                    due_at: string;
                    left_ms: number;
                    overdue: boolean;
                    /** @enum {string} */
                    state: "running" | "paused" | "met" | "breached";
                    stopped_at: string | null;
                };
            };
            created_at: string;
            customer: {
                email: string;
                guest: boolean;
                name: string;
                user_id: string | null;
            };
            description: string;
            id: number;
            last_activity_at: string;
            merged_into: number | null;
            number: number;
            overdue: boolean;
            /** @enum {string} */
            priority: "low" | "normal" | "high" | "urgent";
            related: {
                href: string | null;
                /** @enum {string} */
                kind: "tune-request" | "purchase" | "rescue-session" | "dealer";
                label: string;
            }[];
            /** @enum {string} */
            source: "form" | "widget" | "contact-us" | "tune-request" | "purchase" | "rescue-session" | "dealer";
            /** @enum {string} */
            status: "new" | "open" | "waiting-on-customer" | "solved" | "closed";
            thread: {
                /** @enum {string} */
                author_kind: "customer" | "staff" | "system";
                author_name: string;
                body: string;
                created_at: string;
                files: {
                    content_type: string;
                    /** Format: uuid */
                    id: string;
                    name: string;
                    size: number;
                    url: string;
                }[];
                id: number;
                internal: boolean;
                merged_from: number | null;
            }[];
            title: string;
            /** @enum {string} */
            type: "TUNE" | "TOOL" | "GENERAL";
            updated_at: string;
        };
        TicketInboxList: {
            counts: {
                active: number;
                all: number;
                closed: number;
                new: number;
                open: number;
                overdue: number;
                solved: number;
                "waiting-on-customer": number;
            };
            data: {
                assignee: {
                    id: string;
                    name: string;
                } | null;
                clocks: {
                    first_response: {
                        due_at: string;
                        left_ms: number;
                        overdue: boolean;
                        /** @enum {string} */
                        state: "running" | "paused" | "met" | "breached";
                        stopped_at: string | null;
                    };
                    resolution: {
                        due_at: string;
                        left_ms: number;
                        overdue: boolean;
                        /** @enum {string} */
                        state: "running" | "paused" | "met" | "breached";
                        stopped_at: string | null;
                    };
                };
                created_at: string;
                customer: {
                    email: string;
                    guest: boolean;
                    name: string;
                    user_id: string | null;
                };
                id: number;
                last_activity_at: string;
                number: number;
                overdue: boolean;
                /** @enum {string} */
                priority: "low" | "normal" | "high" | "urgent";
                /** @enum {string} */
                source: "form" | "widget" | "contact-us" | "tune-request" | "purchase" | "rescue-session" | "dealer";
                /** @enum {string} */
                status: "new" | "open" | "waiting-on-customer" | "solved" | "closed";
                title: string;
                /** @enum {string} */
                type: "TUNE" | "TOOL" | "GENERAL";
            }[];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
            support: {
                hours: string;
                open_now: boolean;
            };
        };
        TicketMerge: {
            into: number;
        };
        TicketOpened: {
            id: number;
            link: string | null;
            /** @enum {string} */
            status: "new" | "open" | "waiting-on-customer" | "solved" | "closed";
        };
        TicketReply: {
            body: string;
            /** @default false */
            internal: boolean;
            /** @enum {string} */
            status?: "open" | "waiting-on-customer" | "solved";
        };
        TicketReplyAnswer: {
            message: {
                /** @enum {string} */
                author_kind: "customer" | "staff" | "system";
                author_name: string;
                body: string;
                created_at: string;
                files: {
                    content_type: string;
                    /** Format: uuid */
                    id: string;
                    name: string;
                    size: number;
                    url: string;
                }[];
                id: number;
                internal: boolean;
                merged_from: number | null;
            };
            ticket: components["schemas"]["TicketInboxDetail"];
        };
        ToolChart: {
            makes: {
                name: string;
                slug: string;
                vehicles: {
                    engine: string;
                    engine_slug: string;
                    make_slug: string;
                    model: string;
                    model_slug: string;
                    year: string;
                }[];
            }[];
            page: components["schemas"]["EditablePage"] & (Record<string, never> | null);
            restrictions: {
                reason: string;
                vehicle: string;
            }[];
            rules: string[];
            tool: {
                id: number;
                name: string;
                price: {
                    amount_minor: number;
                    currency: string;
                };
                product_slug: string;
                rent_price: {
                    amount_minor: number;
                    currency: string;
                } | null;
                slug: string;
            };
        };
        ToolList: {
            currency: string;
            data: {
                /** @enum {string|null} */
                compat_type: "FZPRO" | "FLASHZILLAV3" | null;
                id: number;
                install_fee: {
                    amount_minor: number;
                    currency: string;
                };
                is_benchflash: boolean;
                is_dealer_ownable: boolean;
                is_fz3: boolean;
                is_fzl: boolean;
                is_inhouse: boolean;
                is_rentable: boolean;
                name: string;
                price: {
                    amount_minor: number;
                    currency: string;
                };
                product_slug: string;
                rent_price: {
                    amount_minor: number;
                    currency: string;
                } | null;
                slug: string;
            }[];
        };
        TradeInPatch: {
            offer?: {
                amount_minor: number;
                currency: string;
            };
            staff_note?: string;
            /** @enum {string} */
            status: "received" | "reviewing" | "offered" | "accepted" | "declined";
        };
        TradeInRequest: {
            /** @enum {string} */
            condition: "new" | "like-new" | "used" | "damaged";
            created_at: string;
            /** @description The customer’s name (staff only; null for the owner) */
            customer: string | null;
            description: string;
            id: number;
            offer: {
                amount_minor: number;
                currency: string;
            } | null;
            photos: {
                content_type: string;
                /** Format: uuid */
                id: string;
                size: number;
                url: string;
            }[];
            serial_number: string;
            staff_note: string;
            /** @enum {string} */
            status: "received" | "reviewing" | "offered" | "accepted" | "declined";
            tool: string;
            updated_at: string;
        };
        TradeInRequestList: {
            data: components["schemas"]["TradeInRequest"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        TransmissionDetail: {
            currency: string;
            id: number;
            name: string;
            slug: string;
            tool_restrictions: {
                reason: string;
                tool_id: number;
            }[];
            tunes: {
                addonprice: {
                    amount_minor: number;
                    currency: string;
                };
                baseaddonprice: {
                    amount_minor: number;
                    currency: string;
                };
                baseprice: {
                    amount_minor: number;
                    currency: string;
                };
                crank_horsepower: {
                    /** @enum {string} */
                    unit: "hp" | "kW" | "PS";
                    value: number;
                };
                crank_torque: {
                    /** @enum {string} */
                    unit: "lb-ft" | "Nm";
                    value: number;
                };
                dealeraddonprice: {
                    amount_minor: number;
                    currency: string;
                } | null;
                dealerprice: {
                    amount_minor: number;
                    currency: string;
                } | null;
                description: string;
                dyno_csv_ids: number[];
                give_split_credits: boolean;
                horsepower: {
                    /** @enum {string} */
                    unit: "hp" | "kW" | "PS";
                    value: number;
                };
                id: number;
                is_stock: boolean;
                name: string;
                notes: string;
                optional: boolean;
                part_number: string;
                price: {
                    amount_minor: number;
                    currency: string;
                };
                recommended: number[];
                requires: number[];
                slug: string;
                split_awd_credit_amt: number;
                split_ecu_credit_amt: number;
                split_tcu_credit_amt: number;
                stage: number | null;
                tools: number[];
                torque: {
                    /** @enum {string} */
                    unit: "lb-ft" | "Nm";
                    value: number;
                };
                torque_limit: {
                    /** @enum {string} */
                    unit: "lb-ft" | "Nm";
                    value: number;
                };
                tune_types: {
                    group: string | null;
                    id: number;
                    is_awd: boolean;
                    is_dsg: boolean;
                    name: string;
                    slug: string;
                }[];
            }[];
        };
        TransmissionList: {
            data: {
                id: number;
                name: string;
                slug: string;
            }[];
        };
        TuneCreditAmounts: {
            awd: number;
            ecu: number;
            tcu: number;
        };
        TuneCreditHistoryEntry: {
            /** @description credits added (positive) or spent (negative) */
            amount: number;
            created_at: string;
            /** @enum {string} */
            credit_kind: "ecu" | "tcu" | "awd";
            id: number;
            memo: string;
            transaction_id: string;
            transaction_kind: string;
            tune_request_id: number | null;
        };
        TuneCreditInvoice: {
            buyer: {
                email: string;
                name: string;
            };
            code_count: number;
            codes: {
                claimed: boolean;
                claimed_at: string | null;
                code: string;
                credits: components["schemas"]["TuneCreditAmounts"];
            }[];
            committed_at: string | null;
            created_at: string;
            credits_per_code: components["schemas"]["TuneCreditAmounts"];
            dealer_id: string | null;
            id: number;
            recipient_email: string;
            settled_by: string | null;
            /** @enum {string} */
            status: "estimated" | "committed";
            total: {
                amount_minor: number;
                currency: string;
            };
        };
        TuneCreditStatement: {
            balances: components["schemas"]["TuneCreditAmounts"];
            history: components["schemas"]["TuneCreditHistoryEntry"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        TuneMetrics: {
            /** @enum {string} */
            bucket: "day" | "week" | "month";
            by_status: {
                requests: number;
                /** @enum {string} */
                status: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
            }[];
            /** Format: date */
            from: string;
            periods: string[];
            requests: {
                /** Format: date */
                period: string;
                requests: number;
            }[];
            /** Format: date */
            to: string;
            top_tunes: {
                name: string;
                purchases: number;
                requests: number;
                total: number;
            }[];
            turnaround: {
                average_hours: number | null;
                delivered: number;
                median_hours: number | null;
                p90_hours: number | null;
            };
            turnaround_points: {
                delivered: number;
                median_hours: number;
                /** Format: date */
                period: string;
            }[];
        };
        TuneRequestDealerList: {
            data: {
                id: string;
                name: string;
                role: string;
                slug: string;
            }[];
        };
        TuneRequestDetail: {
            /** @description state machine events the caller may cause now */
            actions: string[];
            created_at: string;
            /** @description tune credits the estimate takes (customer side; null when credits cannot pay it) */
            credit_price: {
                awd: number;
                ecu: number;
                tcu: number;
            } | null;
            customer_note: string;
            disclaimer: {
                agreed_sha256: string | null;
                sha256: string;
                text: string;
            };
            ecu_description: string;
            estimate: {
                currency: string;
                discount_codes: string[];
                discount_minor: number;
                lines: {
                    amount_minor: number;
                    /** @enum {string} */
                    kind: "set" | "option";
                    name: string;
                    tune_id: number;
                }[];
                subtotal_minor: number;
                total_minor: number;
            } | null;
            files: components["schemas"]["TuneRequestFile"][];
            /** @enum {string|null} */
            funding: "paid" | "pay-later" | "free" | "raw" | null;
            id: number;
            /** @enum {string} */
            party: "customer" | "worker";
            payment: {
                amount_minor: number;
                currency: string;
                paid_at: string;
                provider: string | null;
            } | null;
            rejection_reason: string | null;
            /** @enum {string} */
            status: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
            status_label: string;
            timeline: {
                at: string;
                by: string | null;
                event: string;
                from_status: string;
                note: string;
                to_status: string;
            }[];
            total: {
                amount_minor: number;
                currency: string;
            } | null;
            /** @description a tuned file exists but is released on delivery */
            tuned_file_waiting: boolean;
            updated_at: string;
            vehicle: components["schemas"]["TuneRequestVehicle"];
            vehicle_description: string;
            worker_note: string | null;
        };
        TuneRequestFile: {
            created_at: string;
            /** @description session download; …/token + …/download/{file} works without one */
            download_url: string;
            /** Format: uuid */
            id: string;
            original_name: string;
            /** @enum {string} */
            role: "original" | "tuned" | "reupload";
            sha256: string;
            size: number;
        };
        TuneRequestPage: {
            data: components["schemas"]["TuneRequestSummary"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        TuneRequestPayment: {
            amount_minor: number;
            charge_id: string | null;
            currency: string;
            id: number;
            /** @enum {string} */
            status: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
        };
        TuneRequestPoll: {
            id: number;
            /** @enum {string} */
            status: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
            status_label: string;
            updated_at: string;
        };
        TuneRequestStatusChange: {
            id: number;
            /** @enum {string} */
            status: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
        };
        TuneRequestSummary: {
            created_at: string;
            id: number;
            /** @enum {string} */
            status: "created" | "awaiting-read" | "estimated" | "help" | "paid" | "pay-later" | "free" | "raw" | "in-progress" | "rejected" | "delivered" | "support" | "cancelled";
            status_label: string;
            total: {
                amount_minor: number;
                currency: string;
            } | null;
            updated_at: string;
            vehicle: components["schemas"]["TuneRequestVehicle"];
            vehicle_description: string;
        };
        TuneRequestVehicle: {
            engine: string;
            engine_id: number;
            make: string;
            model: string;
            transmission: string | null;
            transmission_id: number | null;
            year: string;
        } | null;
        TuningLibraryFile: {
            created_at: string;
            download_url: string;
            ecu: string;
            /** Format: uuid */
            id: string;
            original_name: string;
            request_status: string;
            /** @enum {string} */
            role: "original" | "tuned" | "reupload";
            sha256: string;
            size: number;
            tune_request_id: number;
            vehicle: string;
        };
        TuningLibraryFileList: {
            data: components["schemas"]["TuningLibraryFile"][];
        };
        UiState: {
            alerts: components["schemas"]["Alert"][];
            codes: string[];
            dealer: {
                id: string;
                name: string;
                preferred_display_currency: string | null;
                slug: string;
            } | null;
            dealer_onboarding_progress: {
                [key: string]: boolean;
            } | null;
            display_currency: string;
            hcodes: string[];
            sale: {
                amount: number;
                /** @enum {string} */
                amountType: "percent" | "dollar";
                code: string | null;
                countdown: boolean;
                description: string;
                /** Format: date-time */
                end: string;
                name: string;
                /** Format: date-time */
                start: string;
                /** @enum {string} */
                type: "black-friday" | "black-friday2" | "holiday" | "spring" | "summer";
            } | null;
            site: {
                analytics: {
                    pixelId: string | null;
                    tagId: string | null;
                };
                brandName: string;
                currencies: string[];
                defaultCurrency: string;
                features: {
                    immoHidden: boolean;
                    kitBuilder: boolean;
                };
                regionDefinitions: {
                    [key: string]: {
                        catalogName: string;
                        defaultCurrency: string;
                        hostPrefix: string;
                        name: string;
                    };
                };
                regions: number[];
                socialLogins: {
                    id: string;
                    name: string;
                }[];
                supportEmail: string;
                supportHolidays: string[];
                supportHours: {
                    days: number[];
                    end: number;
                    start: number;
                    timeZone: string;
                };
                tagline: string;
            };
            theme: components["schemas"]["PublicBrandTheme"];
            tuner: {
                id: string;
                name: string;
                slug: string;
            } | null;
            user: {
                email: string;
                f: ("fzd" | "t" | "ct" | "f" | "tsa" | "da" | "tcro" | "tcrw" | "tex" | "dsig" | "sig" | "tm")[];
                id: string;
                memberships: {
                    /** @enum {string} */
                    kind: "dealer" | "tuner" | "affiliate";
                    name: string;
                    organizationId: string;
                    /** @enum {string} */
                    role: "owner" | "manager" | "member";
                    slug: string;
                }[];
                name: string;
                preferred_display_currency: string | null;
                /** @enum {string} */
                role: "user" | "staff" | "calibrator" | "admin" | "superadmin";
                roles: ("customer" | "dealer" | "tuner" | "affiliate" | "tool-developer" | "staff" | "calibrator" | "admin" | "superadmin")[];
            } | null;
        };
        UploadedLogo: {
            file: string;
            src: string;
        };
        UploadSettings: {
            log_max_bytes: number;
            parallel_uploads: number;
            tune_max_bytes: number;
        };
        UserSnapshot: {
            /** Format: date-time */
            as_of: string;
            credits: {
                awd: number;
                ecu: number;
                tcu: number;
            };
            /** Format: date */
            date: string;
            dealers: {
                /** Format: date-time */
                joined_at: string;
                name: string;
                /** @enum {string} */
                role: "owner" | "manager" | "member";
                slug: string;
            }[];
            open_requests: number;
            orders: {
                count: number;
                spend: {
                    amount_minor: number;
                    currency: string;
                }[];
            };
            user: {
                email: string;
                id: string;
                name: string;
            };
        };
        ValueTransfer: {
            amount: number;
            /** Format: date-time */
            created_at: string;
            created_by_name: string | null;
            created_by_user_id: string | null;
            from: {
                /** Format: uuid */
                account_id: string;
                id: string;
                /** @enum {string} */
                kind: "customer" | "dealer" | "tuner" | "affiliate" | "house";
                name: string | null;
            };
            /** Format: uuid */
            id: string;
            reason: string;
            to: {
                /** Format: uuid */
                account_id: string;
                id: string;
                /** @enum {string} */
                kind: "customer" | "dealer" | "tuner" | "affiliate" | "house";
                name: string | null;
            };
            unit: string;
            /** @enum {string} */
            value: "money" | "ecu" | "tcu" | "awd";
        };
        /**
         * @example {
         *       "value": "ecu",
         *       "amount": 2,
         *       "from": {
         *         "kind": "house"
         *       },
         *       "to": {
         *         "kind": "customer",
         *         "id": "u3Jq9ZkL2pXw"
         *       },
         *       "reason": "Goodwill: two ECU credits after a failed flash"
         *     }
         */
        ValueTransferInput: {
            amount: number;
            /** @enum {string} */
            currency?: "USD" | "CAD" | "EUR" | "GBP" | "AUD" | "NZD" | "MXN" | "BRL" | "HKD" | "CNY" | "INR" | "ILS" | "TWD" | "PHP" | "JPY" | "KRW" | "VND";
            from: {
                id?: string;
                /** @enum {string} */
                kind: "customer" | "dealer" | "tuner" | "affiliate" | "house";
            };
            reason: string;
            to: {
                id?: string;
                /** @enum {string} */
                kind: "customer" | "dealer" | "tuner" | "affiliate" | "house";
            };
            /** @enum {string} */
            value: "money" | "ecu" | "tcu" | "awd";
        };
        ValueTransferList: {
            data: components["schemas"]["ValueTransfer"][];
            meta: {
                page: number;
                pages: number;
                per_page: number;
                total: number;
            };
        };
        ValueTransferPartyList: {
            data: components["schemas"]["ValueTransferPartyMatch"][];
        };
        ValueTransferPartyMatch: {
            detail: string;
            id: string;
            /** @enum {string} */
            kind: "customer" | "dealer" | "tuner" | "affiliate";
            name: string;
        };
        VehicleList: {
            currency: string;
            data: {
                engine: string;
                engine_name: string;
                from_price: {
                    amount_minor: number;
                    currency: string;
                } | null;
                make: string;
                make_name: string;
                model: string;
                model_name: string;
                transmissions: string[];
                tune_count: number;
                year: string;
            }[];
        };
        VehicleMetrics: {
            engines: {
                engine: string;
                make: string;
                model: string;
                requests: number;
                sales: number;
                total: number;
            }[];
            /** Format: date */
            from: string;
            makes: {
                make: string;
                requests: number;
                sales: number;
                total: number;
            }[];
            models: {
                make: string;
                model: string;
                requests: number;
                sales: number;
                total: number;
            }[];
            /** Format: date */
            to: string;
        };
        VehicleRef: {
            engine: string;
            engine_name: string;
            make: string;
            make_name: string;
            model: string;
            model_name: string;
            path: string;
            transmission: string | null;
            transmission_name: string | null;
            year: string;
        };
        WebTraffic: {
            /** @enum {string} */
            bucket: "day" | "week" | "month";
            devices: {
                /** @enum {string} */
                device: "mobile" | "tablet" | "desktop" | "unknown";
                views: number;
            }[];
            /** Format: date */
            from: string;
            periods: string[];
            points: {
                bot_views: number;
                /** Format: date */
                period: string;
                views: number;
                visits: number;
            }[];
            referrers: {
                referrer: string;
                views: number;
            }[];
            tags: {
                records: number;
                tag: string;
                visitors: number;
            }[];
            /** Format: date */
            to: string;
            top_pages: {
                path: string;
                views: number;
                visitors: number;
            }[];
            totals: {
                bot_share: number;
                bot_views: number;
                views: number;
                visitors: number;
                visits: number;
            };
            visitors_by_kind: {
                /** @enum {string} */
                kind: "person" | "bot-user-agent" | "bot-automation" | "bot-no-browser" | "bot-prefetch";
                views: number;
            }[];
        };
        YearList: {
            data: string[];
            seo: {
                body: string;
                description: string;
                title: string;
            } | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
